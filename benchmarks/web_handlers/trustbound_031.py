from flask import Blueprint, jsonify, request, session

bp = Blueprint("choose_language", __name__, url_prefix="/api")

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@bp.get("/choose-language")
def choose_language():
    """Choose language."""
    language = RequestParams(request).get("language")
    language = "%s" % language.strip()
    if language not in SUPPORTED_LANGUAGES:
        language = "en"
    session["language"] = language
    return jsonify({"language": language})
