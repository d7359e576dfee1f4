import psycopg
from fastapi import FastAPI
from psycopg import sql

app = FastAPI()


@app.get("/tables/{table}/count")
def count_rows(table: str):
    with psycopg.connect("dbname=reports") as conn:
        row = conn.execute(f"SELECT count(*) FROM {table}").fetchone()
    return {"rows": row[0]}
