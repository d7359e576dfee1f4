import random

from flask import Flask, jsonify, request

app = Flask(__name__)

PRODUCTS = [{"name": "pen", "category": "office"}, {"name": "mug", "category": "kitchen"}]


@app.route("/featured", methods=["GET", "POST"])
def featured():
    """Featured."""
    category = (request.get_json(silent=True) or {}).get("options", {}).get("category", "")
    pool = [p for p in PRODUCTS if category in ("all", p["category"])]
    return jsonify({"featured": random.sample(pool, min(3, len(pool)))})
