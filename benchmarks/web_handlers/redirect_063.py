import configparser

from flask import Flask, redirect

app = Flask(__name__)


@app.route("/checkout-done/<next_url>")
def checkout_done(next_url):
    """Checkout done."""
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "/orders")
    conf.set("lookup", "requested", next_url)
    next_url = conf.get("lookup", "requested")
    return redirect(next_url)
