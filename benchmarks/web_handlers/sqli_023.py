import sqlite3

from fastapi import FastAPI, Request

app = FastAPI()

DB_PATH = "/srv/app/shop.db"


def run_list_items(order_by):
    """List items for one value."""
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute(f"SELECT name, price FROM items ORDER BY {order_by}").fetchall()
    return {"items": rows}


@app.get("/list-items")
def list_items(request: Request):
    """List items."""
    order_by = dict(request.query_params).get("order_by", "")
    order_by = f"{order_by.strip()}"
    result = run_list_items(order_by)
    return result
