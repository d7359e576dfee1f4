import sqlite3

from flask import Blueprint, request

admin = Blueprint("admin", __name__)


@admin.post("/tags/rename")
def rename_tag():
    data = request.get_json(silent=True) or {}
    old, new = data.get("old", ""), data.get("new", "")
    with sqlite3.connect("app.db") as conn:
        conn.executescript(f"""
            BEGIN;
            UPDATE tags SET name = '{new}' WHERE name = '{old}';
            UPDATE posts SET tag = '{new}' WHERE tag = '{old}';
            COMMIT;
        """)
    return "", 204
