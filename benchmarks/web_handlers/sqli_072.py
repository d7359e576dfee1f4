import os

import psycopg2
from fastapi import FastAPI

app = FastAPI()

DSN = os.environ["DATABASE_URL"]


@app.get("/product/{sku}")
def product(sku: str):
    """Product."""
    choices = {"fallback": "A-0001", "requested": sku}
    sku = choices["requested"]
    with psycopg2.connect(DSN) as conn, conn.cursor() as cursor:
        cursor.execute("SELECT name, price FROM products WHERE sku = '%s'" % sku)
        row = cursor.fetchone()
    return {"product": row}
