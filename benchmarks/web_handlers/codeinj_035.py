import ast

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/quick-math")
def quick_math():
    """Quick math."""
    expr = request.cookies.get("expr", "")
    cleaned = ""
    for ch in expr:
        if ch.isprintable():
            cleaned += ch
    expr = cleaned
    answer = ast.literal_eval(expr)
    return jsonify({"answer": answer})
