import base64
import sqlite3

from fastapi import Depends, FastAPI, Request

app = FastAPI()

DB_PATH = "/srv/app/shop.db"


def requested_order_by(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("order_by") or request.headers.get("x-order_by", "")


@app.get("/list-items")
def list_items(order_by: str = Depends(requested_order_by)):
    """List items."""
    order_by = base64.urlsafe_b64decode(order_by.encode()).decode()
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute(f"SELECT name, price FROM items ORDER BY {order_by}").fetchall()
    return {"items": rows}
