import sqlite3

from fastapi import FastAPI, Request

app = FastAPI()


class Params:
    def __init__(self, request):
        self.request = request

    def get(self, key, default=""):
        return self.request.query_params.get(key, default)


@app.get("/orders")
def orders(request: Request):
    order_id = Params(request).get("id", "0")
    db = sqlite3.connect("shop.db")
    return {"rows": db.execute("SELECT * FROM orders WHERE id = " + order_id).fetchall()}
