import sqlite3
from fastapi import FastAPI, Request

app = FastAPI()

@app.get("/page")
def page(request: Request):
    limit, offset = request.query_params.get("limit", "10"), request.query_params.get("offset", "0")
    conn = sqlite3.connect("app.db")
    return conn.execute(f"SELECT * FROM posts LIMIT {limit} OFFSET {offset}").fetchall()
