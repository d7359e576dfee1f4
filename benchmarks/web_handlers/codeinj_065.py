from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/quick-math")
def quick_math():
    """Quick math."""
    expr = request.args.get("expr", "")
    limit = 5
    if len("abcd") < limit:
        expr = expr.strip()
    else:
        expr = "2 + 2"
    answer = eval(expr, {"__builtins__": {}}, {})
    return jsonify({"answer": answer})
