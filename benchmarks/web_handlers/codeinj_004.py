from flask import Blueprint, jsonify, request

bp = Blueprint("sorted_rows", __name__, url_prefix="/api")

ROWS = [{"name": "ada", "age": 36}, {"name": "alan", "age": 41}]


@bp.get("/sorted-rows")
def sorted_rows():
    """Sorted rows."""
    field = request.cookies.get("field", "")
    candidates = ["name", "name"]
    candidates.insert(1, field)
    field = candidates[1]
    key = eval("lambda row: row['" + field + "']")
    rows = sorted(ROWS, key=key)
    return jsonify({"rows": rows})
