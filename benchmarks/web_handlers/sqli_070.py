import sqlite3

from fastapi import FastAPI, Form

app = FastAPI()

DB_PATH = "/srv/app/shop.db"


@app.post("/find-order")
def find_order(order_id: str = Form(default="")):
    """Find order."""
    candidates = ["0"]
    candidates.append(order_id)
    order_id = candidates[-1]
    conn = sqlite3.connect(DB_PATH)
    cursor = conn.cursor()
    cursor.execute("SELECT status, total FROM orders WHERE id = ?", (order_id,))
    return {"order": cursor.fetchone()}
