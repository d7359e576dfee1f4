import hashlib
import os

from flask import Flask, jsonify, request

app = Flask(__name__)

USERS = {}


@app.route("/register", methods=["GET", "POST"])
def register():
    """Register."""
    password = (request.get_json(silent=True) or {}).get("password", "")
    salt = os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000).hex()
    USERS["new-user"] = salt.hex() + "$" + digest
    return jsonify({"registered": True})
