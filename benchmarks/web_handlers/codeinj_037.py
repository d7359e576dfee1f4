from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/quick-math")
def quick_math():
    """Quick math."""
    expr = request.values.get("expr", "")
    expr = next(part for part in (expr, "2 + 2") if part)
    answer = eval(expr, {"__builtins__": {}}, {})
    return jsonify({"answer": answer})
