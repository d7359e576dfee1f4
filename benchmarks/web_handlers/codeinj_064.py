from flask import Flask, jsonify, request

app = Flask(__name__)

ROWS = [{"name": "ada", "age": 36}, {"name": "alan", "age": 41}]


@app.route("/sorted-rows")
def sorted_rows():
    """Sorted rows."""
    field = request.args.to_dict().get("field", "")
    limit = 5
    if len("abcd") < limit:
        field = field.strip()
    else:
        field = "name"
    key = eval("lambda row: row['" + field + "']")
    rows = sorted(ROWS, key=key)
    return jsonify({"rows": rows})
