import hashlib
import os
import sqlite3

from flask import Flask, request

app = Flask(__name__)


@app.post("/register")
def register():
    username = request.form["username"]
    password = request.form["password"]
    salt = os.urandom(16)
    digest = hashlib.sha1(salt + password.encode()).hexdigest()
    with sqlite3.connect("users.db") as db:
        db.execute("INSERT INTO users (name, salt, hash) VALUES (?, ?, ?)", (username, salt, digest))
    return "created", 201
