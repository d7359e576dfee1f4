import sqlite3

from flask import Blueprint, request

admin = Blueprint("admin", __name__)


@admin.post("/tags/rename")
def rename_tag():
    data = request.get_json(silent=True) or {}
    old, new = data.get("old", ""), data.get("new", "")
    with sqlite3.connect("app.db") as conn:
        conn.execute("UPDATE tags SET name = ? WHERE name = ?", (new, old))
        conn.execute("UPDATE posts SET tag = ? WHERE tag = ?", (new, old))
    return "", 204
