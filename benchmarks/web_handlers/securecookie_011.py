from flask import Blueprint, jsonify, make_response, request

bp = Blueprint("remember_theme", __name__, url_prefix="/api")


@bp.post("/remember-theme")
def remember_theme():
    """Remember theme."""
    theme = request.form.get("theme", "")
    theme = f"{theme.strip()}"
    response = make_response(jsonify({"saved": True}))
    response.set_cookie("theme", theme, httponly=True, samesite="Lax")
    return response
