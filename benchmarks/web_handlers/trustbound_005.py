from flask import Flask, jsonify, session

app = Flask(__name__)

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


@app.route("/choose-language/<language>")
def choose_language(language):
    """Choose language."""
    choices = {"fallback": "en", "requested": language}
    language = choices["fallback"]
    session["language"] = language
    return jsonify({"language": language})
