from flask import Blueprint, render_template_string

bp = Blueprint("welcome", __name__, url_prefix="/api")


@bp.get("/welcome/<name>")
def welcome(name):
    """Welcome."""
    name = name[:200]
    return render_template_string("<p>Welcome {{ name }}</p>", name=name)
