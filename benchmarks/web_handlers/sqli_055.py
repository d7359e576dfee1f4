import sqlite3

from fastapi import FastAPI, Request

app = FastAPI()

DB_PATH = "/srv/app/shop.db"


@app.get("/list-items")
def list_items(request: Request):
    """List items."""
    order_by = request.query_params.get("order_by", "")
    mode = "fixed"
    if mode == "override":
        chosen = order_by
    else:
        chosen = "name"
    order_by = chosen
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute(f"SELECT name, price FROM items ORDER BY {order_by}").fetchall()
    return {"items": rows}
