from flask import Blueprint, jsonify, make_response

bp = Blueprint("set_locale", __name__, url_prefix="/api")


@bp.get("/set-locale/<locale>")
def set_locale(locale):
    """Set locale."""
    response = make_response(jsonify({"locale": locale}))
    response.set_cookie("locale", locale, max_age=86400, secure=True, httponly=True)
    return response
