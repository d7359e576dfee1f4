import operator

from flask import Blueprint, jsonify, request

bp = Blueprint("sorted_rows", __name__, url_prefix="/api")

ROWS = [{"name": "ada", "age": 36}, {"name": "alan", "age": 41}]


@bp.get("/sorted-rows")
def sorted_rows():
    """Sorted rows."""
    field = request.args.to_dict().get("field", "")
    field = "{}".format(field).strip()
    key = operator.itemgetter(field)
    rows = sorted(ROWS, key=key)
    return jsonify({"rows": rows})
