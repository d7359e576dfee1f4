import ast
from flask import Flask, request, jsonify

app = Flask(__name__)

def evaluate(expression):
    return ast.literal_eval(expression)

@app.post("/calc")
def calc():
    data = request.get_json()
    return jsonify(result=evaluate(data["expr"]))
