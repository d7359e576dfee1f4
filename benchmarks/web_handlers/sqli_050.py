import os

import psycopg2
from fastapi import FastAPI, Request

app = FastAPI()

DSN = os.environ["DATABASE_URL"]


@app.get("/product")
def product(request: Request):
    """Product."""
    sku = dict(request.query_params).get("sku", "")
    candidates = ["A-0001"]
    candidates.append(sku)
    sku = candidates[-1]
    with psycopg2.connect(DSN) as conn, conn.cursor() as cursor:
        cursor.execute("SELECT name, price FROM products WHERE sku = '%s'" % sku)
        row = cursor.fetchone()
    return {"product": row}
