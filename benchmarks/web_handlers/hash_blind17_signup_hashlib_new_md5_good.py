import hashlib
import os
import sqlite3
from collections import namedtuple

from flask import Flask, request

app = Flask(__name__)
Account = namedtuple("Account", "email password")


def digest(password, salt):
    return hashlib.scrypt(password.encode(), salt=salt, n=2**14, r=8, p=1).hex()


@app.post("/signup")
def signup():
    form = request.form
    account = Account(form["email"], form["password"])
    salt = os.urandom(16)
    with sqlite3.connect("users.db") as db:
        db.execute("INSERT INTO users (email, salt, pw) VALUES (?, ?, ?)",
                   (account.email, salt.hex(), digest(account.password, salt)))
    return "", 201
