import secrets
import sqlite3
import string

from flask import Flask, request

app = Flask(__name__)
ALPHABET = string.ascii_letters + string.digits


def reset_code(length=12):
    return "".join(secrets.choice(ALPHABET) for _ in range(length))


def store_reset(email, code):
    with sqlite3.connect("users.db") as db:
        db.execute("UPDATE users SET reset_code = ? WHERE email = ?", (code, email))


@app.post("/password/forgot")
def forgot():
    email = request.form["email"]
    store_reset(email, reset_code())
    return "", 202
