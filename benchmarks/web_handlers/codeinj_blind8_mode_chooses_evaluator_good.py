import ast

from flask import Flask, request

app = Flask(__name__)
MODE = "strict"


@app.post("/literal")
def literal():
    evaluate = eval if MODE == "trusted" else ast.literal_eval
    return repr(evaluate(request.form["value"]))
