import os

from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = os.environ["SECRET_KEY"]
CATALOG = {"A1": "sku-a1", "B2": "sku-b2", "C3": "sku-c3"}


@app.route("/cart/add", methods=["POST"])
def cart_add():
    item = request.form.get("sku", "")
    basket = session.setdefault("basket", [])
    basket.append(item)
    session.modified = True
    return {"size": len(basket)}
