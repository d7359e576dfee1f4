import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)

DB_PATH = "/srv/app/blog.db"


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/posts-by")
def posts_by():
    """Posts by."""
    author = query_value(request, "author")
    num = 86
    author = "admin" if 7 * 18 + num > 200 else author
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute("SELECT id, title FROM posts WHERE author = '" + author + "'").fetchall()
    return jsonify({"posts": rows})
