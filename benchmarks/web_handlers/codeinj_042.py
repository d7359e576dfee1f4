from flask import Blueprint, jsonify, request

bp = Blueprint("calculate", __name__, url_prefix="/api")


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@bp.get("/calculate")
def calculate():
    """Calculate."""
    expression = request.args.get("expression", "")
    expression = value_or_default(expression, "1 + 1", use_request=True)
    result = eval(expression)
    return jsonify({"result": result})
