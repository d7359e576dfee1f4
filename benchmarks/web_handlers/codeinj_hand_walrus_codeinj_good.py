import ast

from flask import Flask, request

app = Flask(__name__)

@app.get("/calc")
def calc():
    if (expr := request.args.get("expr")) is not None:
        return str(ast.literal_eval(expr))
    return "no expression"
