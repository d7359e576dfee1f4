from types import SimpleNamespace

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/quick-math", methods=["GET", "POST"])
def quick_math():
    """Quick math."""
    expr = request.form.get("expr", "")
    lookup = SimpleNamespace(requested=expr, fallback="2 + 2")
    expr = lookup.requested
    answer = eval(expr, {"__builtins__": {}}, {})
    return jsonify({"answer": answer})
