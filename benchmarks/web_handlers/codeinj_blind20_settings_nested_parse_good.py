import ast
import json

from flask import Flask, request

app = Flask(__name__)


@app.route("/settings", methods=["POST"])
def settings():
    raw = request.form.get("value", "0")

    def parse(text):
        return ast.literal_eval(text)

    value = parse(raw.strip())
    return json.dumps({"value": value})
