import operator
from types import SimpleNamespace

from flask import Flask, jsonify, request

app = Flask(__name__)

ROWS = [{"name": "ada", "age": 36}, {"name": "alan", "age": 41}]


@app.route("/sorted-rows")
def sorted_rows():
    """Sorted rows."""
    field = request.values.get("field", "")
    lookup = SimpleNamespace(requested=field, fallback="name")
    field = lookup.requested
    key = operator.itemgetter(field)
    rows = sorted(ROWS, key=key)
    return jsonify({"rows": rows})
