import configparser
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)

DB_PATH = "/srv/app/inbox.db"


@app.route("/mark-read", methods=["GET", "POST"])
def mark_read():
    """Mark read."""
    message_id = (request.get_json(silent=True) or {}).get("message_id", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "0")
    conf.set("lookup", "requested", message_id)
    message_id = conf.get("lookup", "fallback")
    conn = sqlite3.connect(DB_PATH)
    conn.executescript("UPDATE messages SET read = 1 WHERE id = " + message_id + ";")
    conn.commit()
    return jsonify({"updated": True})
