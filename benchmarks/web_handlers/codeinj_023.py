from flask import Flask, jsonify, request

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/quick-math")
def quick_math():
    """Quick math."""
    expr = query_value(request, "expr")
    expr = expr[:200]
    answer = eval(expr, {"__builtins__": {}}, {})
    return jsonify({"answer": answer})
