import uuid

from flask import Flask, abort, redirect, request, session

app = Flask(__name__)
app.secret_key = "dev-only"


@app.post("/cart/select")
def select_cart():
    cart = request.form.get("cart", "")
    try:
        session["cart_id"] = str(uuid.UUID(cart))
    except ValueError:
        abort(400)
    return redirect("/cart")
