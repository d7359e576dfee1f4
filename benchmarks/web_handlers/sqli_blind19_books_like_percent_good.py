import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/books/search")
def search():
    term = request.args.get("q", "").strip()
    sql = "SELECT id, title FROM books WHERE title LIKE ? ORDER BY title"
    with sqlite3.connect("library.db") as db:
        rows = db.execute(sql, (f"%{term}%",)).fetchall()
    return jsonify(rows)
