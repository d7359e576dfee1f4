from flask import Blueprint, redirect, request

bp = Blueprint("sso_return", __name__, url_prefix="/api")


@bp.post("/sso-return")
def sso_return():
    """Sso return."""
    return_to = request.form.get("return_to", "")
    return_to = return_to or "/"
    if not return_to.startswith("https://example.com"):
        return_to = "/"
    return redirect(return_to)
