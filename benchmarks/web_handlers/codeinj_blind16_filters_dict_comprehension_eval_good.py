import ast

from flask import Flask, jsonify, request

app = Flask(__name__)


def parse_filters(raw):
    return {key: ast.literal_eval(value) for key, value in raw.items()}


@app.post("/report")
def report():
    filters = parse_filters(request.get_json(force=True).get("filters", {}))
    return jsonify(sorted(filters))
