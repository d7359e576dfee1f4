import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/books/search")
def search():
    term = request.args.get("q", "").strip()
    sql = "SELECT id, title FROM books WHERE title LIKE '%%%s%%' ORDER BY title" % term
    with sqlite3.connect("library.db") as db:
        rows = db.execute(sql).fetchall()
    return jsonify(rows)
