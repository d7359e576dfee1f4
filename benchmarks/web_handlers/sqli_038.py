import os

import psycopg2
from fastapi import FastAPI, Request

app = FastAPI()

DSN = os.environ["DATABASE_URL"]


def run_product(sku):
    """Product for one value."""
    with psycopg2.connect(DSN) as conn, conn.cursor() as cursor:
        cursor.execute("SELECT name, price FROM products WHERE sku = %s", (sku,))
        row = cursor.fetchone()
    return {"product": row}


@app.get("/product")
def product(request: Request):
    """Product."""
    sku = dict(request.query_params).get("sku", "")
    sku = "{}".format(sku).strip()
    result = run_product(sku)
    return result
