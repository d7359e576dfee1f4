import sqlite3

from fastapi import APIRouter

router = APIRouter(prefix="/api", tags=["find_order"])

DB_PATH = "/srv/app/shop.db"


@router.get("/find-order/{order_id}")
def find_order(order_id: str):
    """Find order."""
    candidates = ["0"]
    candidates.append(order_id)
    order_id = candidates[-1]
    conn = sqlite3.connect(DB_PATH)
    cursor = conn.cursor()
    cursor.execute("SELECT status, total FROM orders WHERE id = ?", (order_id,))
    return {"order": cursor.fetchone()}
