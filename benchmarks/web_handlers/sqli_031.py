import sqlite3

from flask import Blueprint, jsonify, request

bp = Blueprint("mark_read", __name__, url_prefix="/api")

DB_PATH = "/srv/app/inbox.db"


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@bp.get("/mark-read")
def mark_read():
    """Mark read."""
    message_id = RequestParams(request).get("message_id")
    message_id = "%s" % message_id.strip()
    conn = sqlite3.connect(DB_PATH)
    conn.execute("UPDATE messages SET read = 1 WHERE id = ?", (message_id,))
    conn.commit()
    return jsonify({"updated": True})
