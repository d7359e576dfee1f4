import hashlib

from flask import Flask, jsonify, request

app = Flask(__name__)

USERS = {}


@app.route("/change-password", methods=["GET", "POST"])
def change_password():
    """Change password."""
    password = (request.get_json(silent=True) or {}).get("password", "")
    USERS["current"] = hashlib.sha1(password.encode()).hexdigest()
    return jsonify({"changed": True})
