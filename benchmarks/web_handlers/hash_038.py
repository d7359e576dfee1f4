import hashlib
import os

from flask import Flask, jsonify, request

app = Flask(__name__)

USERS = {}


@app.route("/change-password", methods=["GET", "POST"])
def change_password():
    """Change password."""
    password = (request.get_json(silent=True) or {}).get("password", "")
    salt = os.urandom(16)
    USERS["current"] = (salt, hashlib.scrypt(password.encode(), salt=salt, n=2**14, r=8, p=1))
    return jsonify({"changed": True})
