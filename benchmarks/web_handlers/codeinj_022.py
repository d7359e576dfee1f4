import re

from flask import Blueprint, jsonify, request

bp = Blueprint("price_rule", __name__, url_prefix="/api")


@bp.get("/price-rule")
def price_rule():
    """Price rule."""
    rule = request.headers.get("X-Rule", "")
    rule = rule.replace("\r", "").replace("\n", "")
    if not re.fullmatch(r"(price|qty|[0-9+\-*/() ])+", rule):
        rule = "price * qty"
    code = compile(rule, "<pricing rule>", "eval")
    total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
    return jsonify({"total": total})
