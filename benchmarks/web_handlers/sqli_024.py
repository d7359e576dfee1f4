import configparser
import sqlite3

from flask import Blueprint, jsonify, request

bp = Blueprint("mark_read", __name__, url_prefix="/api")

DB_PATH = "/srv/app/inbox.db"


@bp.get("/mark-read")
def mark_read():
    """Mark read."""
    message_id = request.cookies.get("message_id", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "0")
    conf.set("lookup", "requested", message_id)
    message_id = conf.get("lookup", "requested")
    conn = sqlite3.connect(DB_PATH)
    conn.executescript("UPDATE messages SET read = 1 WHERE id = " + message_id + ";")
    conn.commit()
    return jsonify({"updated": True})
