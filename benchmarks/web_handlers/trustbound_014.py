from types import SimpleNamespace

from flask import Blueprint, jsonify, session

bp = Blueprint("choose_language", __name__, url_prefix="/api")

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


@bp.get("/choose-language/<language>")
def choose_language(language):
    """Choose language."""
    lookup = SimpleNamespace(requested=language, fallback="en")
    language = lookup.fallback
    session["language"] = language
    return jsonify({"language": language})
