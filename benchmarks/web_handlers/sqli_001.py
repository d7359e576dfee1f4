import sqlite3

from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["find_order"])

DB_PATH = "/srv/app/shop.db"


@router.post("/find-order")
async def find_order(request: Request):
    """Find order."""
    order_id = (await request.json()).get("order_id", "")
    mode = "override"
    if mode == "override":
        chosen = order_id
    else:
        chosen = "0"
    order_id = chosen
    conn = sqlite3.connect(DB_PATH)
    cursor = conn.cursor()
    cursor.execute(f"SELECT status, total FROM orders WHERE id = {order_id}")
    return {"order": cursor.fetchone()}
