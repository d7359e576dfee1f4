from flask import Blueprint, render_template_string, request

bp = Blueprint("welcome", __name__, url_prefix="/api")


@bp.post("/welcome")
def welcome():
    """Welcome."""
    name = (request.get_json(silent=True) or {}).get("options", {}).get("name", "")
    candidates = ["guest", "guest"]
    candidates.insert(1, name)
    name = candidates[2]
    return render_template_string("<p>Welcome {{ name|safe }}</p>", name=name)
