import secrets
import sqlite3
import string

from flask import Flask, request

app = Flask(__name__)
ALPHABET = string.ascii_letters + string.digits


def make_token(length):
    return "".join(secrets.choice(ALPHABET) for _ in range(length))


@app.route("/password/forgot", methods=["POST"])
def forgot():
    email = request.form.get("email", "")
    token = make_token(32)
    with sqlite3.connect("users.db") as db:
        db.execute("UPDATE users SET reset_token = ? WHERE email = ?", (token, email))
    return "", 202
