import re

from flask import Flask, jsonify, request

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/price-rule")
def price_rule():
    """Price rule."""
    rule = query_value(request, "rule")
    rule = rule[:200]
    if not re.fullmatch(r"(price|qty|[0-9+\-*/() ])+", rule):
        rule = "price * qty"
    code = compile(rule, "<pricing rule>", "eval")
    total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
    return jsonify({"total": total})
