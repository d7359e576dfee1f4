import hashlib
import os

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/hash-password", methods=["GET", "POST"])
def hash_password():
    """Hash password."""
    password = request.form.get("password", "")
    salt = os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000)
    return jsonify({"stored": (salt + digest).hex()})
