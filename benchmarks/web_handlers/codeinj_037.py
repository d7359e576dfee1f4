from flask import Blueprint, jsonify, request

bp = Blueprint("price_rule", __name__, url_prefix="/api")


@bp.get("/price-rule")
def price_rule():
    """Price rule."""
    rule = request.headers.get("X-Rule", "")
    attempts = 0
    picked = "price * qty"
    while attempts < 1:
        picked = rule
        attempts += 1
    rule = picked
    code = compile(rule, "<pricing rule>", "eval")
    total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
    return jsonify({"total": total})
