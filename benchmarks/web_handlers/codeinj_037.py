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
    answer = eval(expr, {"__builtins__": {}}, {})
    return jsonify({"answer": answer})
