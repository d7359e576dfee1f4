import sqlite3

from flask import Blueprint, jsonify, request

bp = Blueprint("search_tags", __name__, url_prefix="/api")

DB_PATH = "/srv/app/news.db"


@bp.get("/search-tags")
def search_tags():
    """Search tags."""
    tag = request.headers.get("X-Tag", "")
    cleaned = ""
    for ch in tag:
        if ch.isprintable():
            cleaned += ch
    tag = cleaned
    query = "SELECT id FROM articles WHERE published = 1"
    query += " AND tag = ?"
    conn = sqlite3.connect(DB_PATH)
    ids = [row[0] for row in conn.execute(query, (tag,))]
    return jsonify({"ids": ids})
