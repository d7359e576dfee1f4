import os

import psycopg2
from fastapi import Depends, FastAPI, Request

app = FastAPI()

DSN = os.environ["DATABASE_URL"]


def requested_sku(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("sku") or request.headers.get("x-sku", "")


@app.get("/product")
def product(sku: str = Depends(requested_sku)):
    """Product."""
    if not sku:
        sku = ""
    with psycopg2.connect(DSN) as conn, conn.cursor() as cursor:
        cursor.execute("SELECT name, price FROM products WHERE sku = '%s'" % sku)
        row = cursor.fetchone()
    return {"product": row}
