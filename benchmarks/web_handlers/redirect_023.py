from flask import Flask, redirect, request

app = Flask(__name__)


@app.route("/checkout-done", methods=["GET", "POST"])
def checkout_done():
    """Checkout done."""
    next = request.form.get("next", "")
    requested, fallback = next, "/orders"
    next = requested or fallback
    return redirect(next)
