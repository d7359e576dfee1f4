import sqlite3
from flask import Flask, request

app = Flask(__name__)

def find_orders(db, filters):
    return db.execute("SELECT * FROM orders WHERE status = ?", (filters.get("status"),)).fetchall()

@app.post("/orders/search")
def search_orders():
    db = sqlite3.connect("shop.db")
    return {"rows": find_orders(db, request.get_json())}
