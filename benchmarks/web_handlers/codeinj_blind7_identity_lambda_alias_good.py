import ast

from flask import Flask, request

app = Flask(__name__)


@app.post("/settings/preview")
def preview_setting():
    bar = request.get_json(force=True).get("value", "None")
    run = (lambda f: f)(ast.literal_eval)
    return repr(run(bar))
