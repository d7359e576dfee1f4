from flask import Blueprint, jsonify, make_response, request

bp = Blueprint("set_locale", __name__, url_prefix="/api")


@bp.post("/set-locale")
def set_locale():
    """Set locale."""
    locale = (request.get_json(silent=True) or {}).get("locale", "")
    if not locale:
        locale = ""
    response = make_response(jsonify({"locale": locale}))
    response.set_cookie("locale", locale, max_age=86400, secure=True, httponly=True)
    return response
