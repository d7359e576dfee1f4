import hashlib

from flask import Flask, jsonify, request

app = Flask(__name__)

USERS = {}


@app.route("/register", methods=["GET", "POST"])
def register():
    """Register."""
    password = (request.get_json(silent=True) or {}).get("password", "")
    digest = hashlib.md5(password.encode()).hexdigest()
    USERS["new-user"] = digest
    return jsonify({"registered": True})
