import sqlite3

from flask import Flask, request

app = Flask(__name__)


@app.get("/staff")
def staff():
    param = request.headers.get("X-Team", "")
    parts = ["alpha", "omega"]
    parts.insert(1, param)
    bar = parts[2]
    sql = "SELECT name FROM staff WHERE team = '{}'".format(bar)
    return {"staff": sqlite3.connect("staff.db").execute(sql).fetchall()}
