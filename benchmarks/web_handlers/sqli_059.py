import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)

DB_PATH = "/srv/app/news.db"


@app.route("/search-tags")
def search_tags():
    """Search tags."""
    tag = request.headers.get("X-Tag", "")
    tag = " ".join(tag.split())
    query = "SELECT id FROM articles WHERE published = 1"
    query += " AND tag = ?"
    conn = sqlite3.connect(DB_PATH)
    ids = [row[0] for row in conn.execute(query, (tag,))]
    return jsonify({"ids": ids})
