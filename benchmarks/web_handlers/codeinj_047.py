from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/price-rule")
def price_rule():
    """Price rule."""
    rule = request.headers.get("X-Rule", "")
    num = 54
    rule = "price * qty" if 7 * 18 + num > 200 else rule
    code = compile(rule, "<pricing rule>", "eval")
    total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
    return jsonify({"total": total})
