from flask import Blueprint, jsonify, request

bp = Blueprint("sorted_rows", __name__, url_prefix="/api")

ROWS = [{"name": "ada", "age": 36}, {"name": "alan", "age": 41}]


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@bp.get("/sorted-rows")
def sorted_rows():
    """Sorted rows."""
    field = request.args.to_dict().get("field", "")
    field = value_or_default(field, "name", use_request=True)
    key = eval("lambda row: row['" + field + "']")
    rows = sorted(ROWS, key=key)
    return jsonify({"rows": rows})
