from flask import Flask, jsonify, request

app = Flask(__name__)

ROWS = [{"name": "ada", "age": 36}, {"name": "alan", "age": 41}]


@app.route("/sorted-rows")
def sorted_rows():
    """Sorted rows."""
    field = next(iter(request.values.getlist("field")), "")
    candidates = ["name", "name"]
    candidates.insert(1, field)
    field = candidates[1]
    key = eval("lambda row: row['" + field + "']")
    rows = sorted(ROWS, key=key)
    return jsonify({"rows": rows})
