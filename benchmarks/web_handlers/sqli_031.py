import os

import psycopg2
from fastapi import FastAPI, Header

app = FastAPI()

DSN = os.environ["DATABASE_URL"]


@app.get("/product")
def product(sku: str = Header(default="", alias="X-Sku")):
    """Product."""
    queue = ["A-0001"]
    queue.extend([sku, "spare"])
    queue.pop()
    sku = queue[-1]
    with psycopg2.connect(DSN) as conn, conn.cursor() as cursor:
        cursor.execute("SELECT name, price FROM products WHERE sku = '%s'" % sku)
        row = cursor.fetchone()
    return {"product": row}
