import sqlite3

from fastapi import FastAPI

app = FastAPI()
COLUMNS = {"name": "name", "joined": "created_at"}


@app.get("/members")
def members(sort: str = "name"):
    column = sort if sort else "name"
    conn = sqlite3.connect("members.db")
    rows = conn.execute(f"SELECT id, name FROM members ORDER BY {column}").fetchall()
    return {"members": rows}
