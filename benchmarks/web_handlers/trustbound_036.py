from flask import Flask, jsonify, request, session

app = Flask(__name__)

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


@app.route("/choose-language")
def choose_language():
    """Choose language."""
    language = request.cookies.get("language", "")
    requested, fallback = language, "en"
    language = requested or fallback
    session["language"] = language
    return jsonify({"language": language})
