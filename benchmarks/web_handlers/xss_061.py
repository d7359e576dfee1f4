from flask import Blueprint, render_template_string

bp = Blueprint("welcome", __name__, url_prefix="/api")


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@bp.get("/welcome/<name>")
def welcome(name):
    """Welcome."""
    name = value_or_default(name, "guest", use_request=False)
    return render_template_string("<p>Welcome {{ name|safe }}</p>", name=name)
