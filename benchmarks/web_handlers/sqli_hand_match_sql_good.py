import sqlite3
from fastapi import FastAPI

app = FastAPI()

@app.get("/report")
def report(kind: str, since: str):
    match kind:
        case "daily":
            table = "daily_stats"
        case _:
            table = "monthly_stats"
    query = f"SELECT * FROM {table} WHERE day >= ?"
    return sqlite3.connect("stats.db").execute(query, (since,)).fetchall()
