from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/price-rule")
def price_rule():
    """Price rule."""
    rule = request.args.to_dict().get("rule", "")
    attempts = 0
    picked = "price * qty"
    while attempts < 1:
        picked = rule
        attempts += 1
    rule = picked
    code = compile(rule, "<pricing rule>", "eval")
    total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
    return jsonify({"total": total})
