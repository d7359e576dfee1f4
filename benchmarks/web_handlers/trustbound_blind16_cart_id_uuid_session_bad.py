from flask import Flask, abort, redirect, request, session

app = Flask(__name__)
app.secret_key = "dev-only"


@app.post("/cart/select")
def select_cart():
    cart = request.form.get("cart", "")
    session["cart_id"] = cart
    return redirect("/cart")
