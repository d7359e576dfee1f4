import hashlib
import os
import sqlite3
from collections import namedtuple

from flask import Flask, request

app = Flask(__name__)
Account = namedtuple("Account", "email password")


def digest(password, salt):
    h = hashlib.new("md5")
    h.update(salt + password.encode())
    return h.hexdigest()


@app.post("/signup")
def signup():
    form = request.form
    account = Account(form["email"], form["password"])
    salt = os.urandom(16)
    with sqlite3.connect("users.db") as db:
        db.execute("INSERT INTO users (email, salt, pw) VALUES (?, ?, ?)",
                   (account.email, salt.hex(), digest(account.password, salt)))
    return "", 201
