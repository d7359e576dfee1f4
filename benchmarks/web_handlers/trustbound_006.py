from flask import Flask, jsonify, request, session

app = Flask(__name__)

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


@app.route("/choose-language")
def choose_language():
    """Choose language."""
    language = request.values.get("language", "")
    candidates = ["en", "en"]
    candidates.insert(1, language)
    language = candidates[2]
    session["language"] = language
    return jsonify({"language": language})
