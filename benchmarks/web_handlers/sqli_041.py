import sqlite3

from fastapi import FastAPI, Request

app = FastAPI()

DB_PATH = "/srv/app/shop.db"


@app.post("/list-items")
async def list_items(request: Request):
    """List items."""
    order_by = (await request.json()).get("order_by", "")
    choices = {"fallback": "name", "requested": order_by}
    order_by = choices["fallback"]
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute(f"SELECT name, price FROM items ORDER BY {order_by}").fetchall()
    return {"items": rows}
