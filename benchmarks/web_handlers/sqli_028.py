import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)

DB_PATH = "/srv/app/inbox.db"


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/mark-read")
def mark_read():
    """Mark read."""
    message_id = query_value(request, "message_id")
    num = 7
    message_id = message_id if num % 2 == 1 else "0"
    conn = sqlite3.connect(DB_PATH)
    conn.executescript("UPDATE messages SET read = 1 WHERE id = " + message_id + ";")
    conn.commit()
    return jsonify({"updated": True})
