from flask import Blueprint
from markupsafe import Markup

bp = Blueprint("badge", __name__, url_prefix="/api")


@bp.get("/badge/<label>")
def badge(label):
    """Badge."""
    mode = "override"
    if mode == "override":
        chosen = label
    else:
        chosen = "new"
    label = chosen
    return str(Markup(f"<span class='badge'>{label}</span>"))
