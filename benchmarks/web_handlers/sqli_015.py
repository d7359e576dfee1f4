import configparser
import os

import psycopg2
from fastapi import FastAPI, Request

app = FastAPI()

DSN = os.environ["DATABASE_URL"]


@app.get("/product")
def product(request: Request):
    """Product."""
    sku = request.query_params.get("sku", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "A-0001")
    conf.set("lookup", "requested", sku)
    sku = conf.get("lookup", "requested")
    with psycopg2.connect(DSN) as conn, conn.cursor() as cursor:
        cursor.execute("SELECT name, price FROM products WHERE sku = '%s'" % sku)
        row = cursor.fetchone()
    return {"product": row}
