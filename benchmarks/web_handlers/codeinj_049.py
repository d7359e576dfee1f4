import ast

from flask import Blueprint, jsonify, request

bp = Blueprint("calculate", __name__, url_prefix="/api")


@bp.get("/calculate")
def calculate():
    """Calculate."""
    expression = request.headers.get("X-Expression", "")
    expression = expression.replace("\r", "").replace("\n", "")
    result = ast.literal_eval(expression)
    return jsonify({"result": result})
