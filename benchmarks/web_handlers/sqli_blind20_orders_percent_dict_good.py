import sqlite3

from flask import Flask, request

app = Flask(__name__)


@app.route("/orders")
def orders():
    params = {"status": request.args.get("status", "open"), "limit": 20}
    sql = "SELECT id, total FROM orders WHERE status = :status LIMIT :limit"
    with sqlite3.connect("shop.db") as db:
        rows = db.execute(sql, params).fetchall()
    return {"orders": rows}
