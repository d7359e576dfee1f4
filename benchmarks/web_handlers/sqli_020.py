import sqlite3

from fastapi import Cookie, FastAPI

app = FastAPI()

DB_PATH = "/srv/app/shop.db"


@app.get("/find-order")
def find_order(order_id: str = Cookie(default="")):
    """Find order."""
    attempts = 0
    picked = "0"
    while attempts < 1:
        picked = order_id
        attempts += 1
    order_id = picked
    conn = sqlite3.connect(DB_PATH)
    cursor = conn.cursor()
    cursor.execute(f"SELECT status, total FROM orders WHERE id = {order_id}")
    return {"order": cursor.fetchone()}
