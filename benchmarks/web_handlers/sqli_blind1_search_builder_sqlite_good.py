import sqlite3

from fastapi import FastAPI

app = FastAPI()


@app.get("/items")
def search_items(q: str | None = None, limit: int = 20):
    sql = "SELECT id, name FROM items"
    params = []
    if q:
        sql += " WHERE name LIKE ?"
        params.append(f"%{q}%")
    sql += " LIMIT ?"
    params.append(limit)
    with sqlite3.connect("shop.db") as db:
        return {"items": db.execute(sql, params).fetchall()}
