from flask import Blueprint, jsonify, request

bp = Blueprint("calculate", __name__, url_prefix="/api")


def run_calculate(expression):
    """Calculate for one value."""
    result = eval(expression)
    return {"result": result}


@bp.post("/calculate")
def calculate():
    """Calculate."""
    expression = request.form.get("expression", "")
    num = 54
    expression = "1 + 1" if 7 * 18 + num > 200 else expression
    result = run_calculate(expression)
    return jsonify(result)
