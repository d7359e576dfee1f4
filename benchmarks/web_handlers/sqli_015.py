import sqlite3

from flask import Flask, jsonify

app = Flask(__name__)

DB_PATH = "/srv/app/blog.db"


@app.route("/posts-by/<author>")
def posts_by(author):
    """Posts by."""
    queue = ["admin"]
    queue.extend([author, "spare"])
    queue.pop()
    author = queue[0]
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute("SELECT id, title FROM posts WHERE author = '" + author + "'").fetchall()
    return jsonify({"posts": rows})
