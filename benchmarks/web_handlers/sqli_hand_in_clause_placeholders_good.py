import sqlite3
from flask import Flask, request

app = Flask(__name__)

@app.post("/orders/delete")
def delete_orders():
    ids = request.form.getlist("id")
    db = sqlite3.connect("shop.db")
    db.execute("DELETE FROM orders WHERE id IN (" + ",".join("?" for _ in ids) + ")", ids)
    db.commit()
    return "deleted"
