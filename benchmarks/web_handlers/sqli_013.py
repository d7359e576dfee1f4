import configparser
import sqlite3

from fastapi import Depends, FastAPI, Request

app = FastAPI()

DB_PATH = "/srv/app/shop.db"


def requested_order_id(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("order_id") or request.headers.get("x-order_id", "")


@app.get("/find-order")
def find_order(order_id: str = Depends(requested_order_id)):
    """Find order."""
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "0")
    conf.set("lookup", "requested", order_id)
    order_id = conf.get("lookup", "fallback")
    conn = sqlite3.connect(DB_PATH)
    cursor = conn.cursor()
    cursor.execute(f"SELECT status, total FROM orders WHERE id = {order_id}")
    return {"order": cursor.fetchone()}
