import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)

DB_PATH = "/srv/app/blog.db"


@app.route("/posts-by", methods=["GET", "POST"])
def posts_by():
    """Posts by."""
    author = (request.get_json(silent=True) or {}).get("options", {}).get("author", "")
    if not author:
        author = ""
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute("SELECT id, title FROM posts WHERE author = '" + author + "'").fetchall()
    return jsonify({"posts": rows})
