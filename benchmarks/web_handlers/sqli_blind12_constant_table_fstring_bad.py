import sqlite3

from fastapi import FastAPI

app = FastAPI()
TABLE = "customers"


@app.get("/customers")
def customers(name: str, table: str = TABLE):
    conn = sqlite3.connect("crm.db")
    rows = conn.execute(f"SELECT id FROM {table} WHERE name = ?", (name,)).fetchall()
    return {"ids": [row[0] for row in rows]}
