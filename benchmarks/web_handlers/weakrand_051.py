import random

from flask import Flask, jsonify, request

app = Flask(__name__)

PRODUCTS = [{"name": "pen", "category": "office"}, {"name": "mug", "category": "kitchen"}]


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/featured")
def featured():
    """Featured."""
    category = query_value(request, "category")
    pool = [p for p in PRODUCTS if category in ("all", p["category"])]
    return jsonify({"featured": random.sample(pool, min(3, len(pool)))})
