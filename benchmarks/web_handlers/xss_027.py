from flask import Blueprint, render_template_string, request

bp = Blueprint("welcome", __name__, url_prefix="/api")


@bp.get("/welcome")
def welcome():
    """Welcome."""
    name = request.args.get("name", "")
    return render_template_string("<p>Welcome {{ name }}</p>", name=name)
