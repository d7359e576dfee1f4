import sqlite3

from flask import Flask, g, request

app = Flask(__name__)


def db():
    if "db" not in g:
        g.db = sqlite3.connect("users.db")
    return g.db


@app.post("/users/<int:user_id>/bio")
def update_bio(user_id):
    bio = request.form["bio"]
    db().execute("UPDATE users SET bio = '" + bio + "' WHERE id = " + str(user_id))
    db().commit()
    return "", 204
