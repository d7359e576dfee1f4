import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)

DB_PATH = "/srv/app/inbox.db"


@app.route("/mark-read")
def mark_read():
    """Mark read."""
    message_id = request.cookies.get("message_id", "")
    choices = {"fallback": "0", "requested": message_id}
    message_id = choices["requested"]
    conn = sqlite3.connect(DB_PATH)
    conn.executescript("UPDATE messages SET read = 1 WHERE id = " + message_id + ";")
    conn.commit()
    return jsonify({"updated": True})
