from types import SimpleNamespace

from flask import Flask, jsonify, request, session

app = Flask(__name__)

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


@app.route("/choose-language")
def choose_language():
    """Choose language."""
    language = request.headers.get("X-Language", "")
    lookup = SimpleNamespace(requested=language, fallback="en")
    language = lookup.requested
    session["language"] = language
    return jsonify({"language": language})
