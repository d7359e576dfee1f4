from flask import Flask, jsonify, request, session

app = Flask(__name__)

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


@app.route("/choose-language")
def choose_language():
    """Choose language."""
    language = next(iter(request.values.getlist("language")), "")
    choices = {"fallback": "en", "requested": language}
    language = choices["requested"]
    session["language"] = language
    return jsonify({"language": language})
