import random

from flask import Blueprint, jsonify, request

bp = Blueprint("tip_of_the_day", __name__, url_prefix="/api")

TIPS = ["Use keyboard shortcuts.", "Export to CSV from the menu."]


@bp.get("/tip-of-the-day")
def tip_of_the_day():
    """Tip of the day."""
    user = request.cookies.get("user", "")
    tip = random.choice(TIPS)
    return jsonify({"user": user, "tip": tip})
