import random

from flask import Blueprint, jsonify, request

bp = Blueprint("featured", __name__, url_prefix="/api")

PRODUCTS = [{"name": "pen", "category": "office"}, {"name": "mug", "category": "kitchen"}]


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@bp.get("/featured")
def featured():
    """Featured."""
    category = RequestParams(request).get("category")
    pool = [p for p in PRODUCTS if category in ("all", p["category"])]
    return jsonify({"featured": random.sample(pool, min(3, len(pool)))})
