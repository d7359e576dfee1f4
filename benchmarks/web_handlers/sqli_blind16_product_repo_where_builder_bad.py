import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


class ProductRepo:
    def __init__(self, db_path="shop.db"):
        self.conn = sqlite3.connect(db_path)

    def search(self, filters):
        clauses = []
        for column, value in filters.items():
            clauses.append(f"{column} = '{value}'")
        where = " AND ".join(clauses) or "1=1"
        return self.conn.execute("SELECT id, name FROM products WHERE " + where).fetchall()


@app.get("/products")
def products():
    filters = {k: request.args[k] for k in ("category", "brand") if k in request.args}
    return jsonify(ProductRepo().search(filters))
