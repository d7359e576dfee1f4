import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)

DB_PATH = "/srv/app/blog.db"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/posts-by", methods=["GET", "POST"])
def posts_by():
    """Posts by."""
    author = (request.get_json(silent=True) or {}).get("options", {}).get("author", "")
    author = value_or_default(author, "admin", use_request=False)
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute("SELECT id, title FROM posts WHERE author = '" + author + "'").fetchall()
    return jsonify({"posts": rows})
