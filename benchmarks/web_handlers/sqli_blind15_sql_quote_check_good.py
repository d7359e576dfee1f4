import sqlite3

from flask import Flask, abort, jsonify, request

app = Flask(__name__)


@app.get("/tags")
def tags():
    tag = request.args.get("tag", "")
    if "'" in tag:
        abort(400)
    conn = sqlite3.connect("blog.db")
    rows = conn.execute(f"SELECT post_id FROM tags WHERE tag = '{tag}'").fetchall()
    return jsonify([r[0] for r in rows])
