from flask import Blueprint, jsonify, request

bp = Blueprint("markup_total", __name__, url_prefix="/api")


@bp.post("/markup-total")
def markup_total():
    """Markup total."""
    amount = (request.get_json(silent=True) or {}).get("options", {}).get("amount", "")
    amount = " ".join(amount.split())
    marked_up = eval("{} * 1.2".format(amount))
    return jsonify({"total": marked_up})
