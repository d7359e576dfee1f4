import hashlib
import os
import sqlite3

from flask import Flask, request

app = Flask(__name__)


def digest(secret, salt):
    return hashlib.pbkdf2_hmac("sha256", secret.encode(), salt, 600_000).hex()


@app.route("/account/password", methods=["POST"])
def change_password():
    salt = os.urandom(16)
    stored = digest(request.form["password"], salt)
    with sqlite3.connect("users.db") as db:
        db.execute("UPDATE users SET pw = ?, salt = ? WHERE name = ?", (stored, salt.hex(), request.form["user"]))
    return "", 204
