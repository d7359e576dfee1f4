import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)

DB_PATH = "/srv/app/blog.db"


@app.route("/posts-by")
def posts_by():
    """Posts by."""
    author = request.values.get("author", "")
    author = next(part for part in (author, "admin") if part)
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute("SELECT id, title FROM posts WHERE author = '" + author + "'").fetchall()
    return jsonify({"posts": rows})
