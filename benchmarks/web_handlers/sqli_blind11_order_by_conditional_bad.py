import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.get("/tickets")
def tickets():
    sort = request.args.get("sort", "created")
    column = "name" if sort == "name" else sort
    rows = sqlite3.connect("tickets.db").execute("SELECT id FROM tickets ORDER BY " + column).fetchall()
    return jsonify(rows)
