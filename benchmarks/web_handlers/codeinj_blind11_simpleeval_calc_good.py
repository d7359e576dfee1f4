from flask import Flask, request
from simpleeval import simple_eval

app = Flask(__name__)


@app.get("/calc")
def calc():
    expression = request.args.get("expr", "1+1")
    return str(simple_eval(expression))
