import textwrap

from flask import Flask, request

app = Flask(__name__)


@app.post("/score")
def score():
    weight = request.form.get("weight", "1")
    program = textwrap.dedent(f"""
        result = {weight} * 10
    """)
    scope = {}
    exec(program, scope)
    return str(scope["result"])
