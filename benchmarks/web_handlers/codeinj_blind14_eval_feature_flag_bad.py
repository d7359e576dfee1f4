from flask import Flask, request

app = Flask(__name__)
ALLOW_EXPRESSIONS = True


@app.post("/calc")
def calc():
    expr = request.form.get("expr", "0")
    if not ALLOW_EXPRESSIONS:
        expr = "0"
    return str(eval(expr))
