import sqlite3

from fastapi import FastAPI, Request

app = FastAPI()

DB_PATH = "/srv/app/shop.db"


@app.get("/find-order")
def find_order(request: Request):
    """Find order."""
    order_id = request.query_params.get("order_id", "")
    candidates = ["0"]
    candidates.append(order_id)
    order_id = candidates[-1]
    conn = sqlite3.connect(DB_PATH)
    cursor = conn.cursor()
    cursor.execute(f"SELECT status, total FROM orders WHERE id = {order_id}")
    return {"order": cursor.fetchone()}
