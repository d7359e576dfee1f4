from types import SimpleNamespace

from flask import Blueprint, jsonify, request

bp = Blueprint("calculate", __name__, url_prefix="/api")


@bp.get("/calculate")
def calculate():
    """Calculate."""
    expression = request.values.get("expression", "")
    lookup = SimpleNamespace(requested=expression, fallback="1 + 1")
    expression = lookup.fallback
    result = eval(expression)
    return jsonify({"result": result})
