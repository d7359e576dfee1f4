import os

import psycopg2
from fastapi import FastAPI, Request

app = FastAPI()

DSN = os.environ["DATABASE_URL"]


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.post("/product")
async def product(request: Request):
    """Product."""
    sku = (await request.json()).get("sku", "")
    sku = normalise(sku)
    with psycopg2.connect(DSN) as conn, conn.cursor() as cursor:
        cursor.execute("SELECT name, price FROM products WHERE sku = %s", (sku,))
        row = cursor.fetchone()
    return {"product": row}
