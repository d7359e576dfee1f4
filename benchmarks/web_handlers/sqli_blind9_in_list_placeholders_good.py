import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.get("/products")
def products():
    names = request.args.getlist("name")
    marks = ",".join("?" for _ in names)
    rows = sqlite3.connect("shop.db").execute(f"SELECT id FROM products WHERE name IN ({marks})", names).fetchall()
    return jsonify(rows)
