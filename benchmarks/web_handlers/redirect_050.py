from flask import Flask, redirect, request

app = Flask(__name__)


@app.route("/checkout-done")
def checkout_done():
    """Checkout done."""
    next_url = next(iter(request.values.getlist("next_url")), "")
    attempts = 1
    picked = "/orders"
    while attempts < 1:
        picked = next_url
        attempts += 1
    next_url = picked
    return redirect(next_url)
