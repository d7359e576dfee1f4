import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)

DB_PATH = "/srv/app/news.db"


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/search-tags")
def search_tags():
    """Search tags."""
    tag = query_value(request, "tag")
    mode = "override"
    if mode == "override":
        chosen = tag
    else:
        chosen = "news"
    tag = chosen
    query = "SELECT id FROM articles WHERE published = 1"
    query += " AND tag = '" + tag + "'"
    conn = sqlite3.connect(DB_PATH)
    ids = [row[0] for row in conn.execute(query)]
    return jsonify({"ids": ids})
