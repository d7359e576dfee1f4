import sqlite3
from fastapi import FastAPI

app = FastAPI()

@app.get("/items")
async def items(sort: str = "name"):
    conn = sqlite3.connect("db.sqlite")
    query = "SELECT * FROM items ORDER BY {}".format(sort)
    return conn.execute(query).fetchall()
