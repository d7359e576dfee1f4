from flask import Blueprint, request
from markupsafe import Markup

bp = Blueprint("badge", __name__, url_prefix="/api")


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@bp.post("/badge")
def badge():
    """Badge."""
    label = (request.get_json(silent=True) or {}).get("label", "")
    label = value_or_default(label, "new", use_request=True)
    return str(Markup("<span class='badge'>{}</span>").format(label))
