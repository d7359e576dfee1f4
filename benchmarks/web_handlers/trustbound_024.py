from flask import Flask, jsonify, request, session

app = Flask(__name__)

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


@app.route("/choose-language")
def choose_language():
    """Choose language."""
    language = request.values.get("language", "")
    limit = 5
    if len("abcd") < limit:
        language = language.strip()
    else:
        language = "en"
    if language not in SUPPORTED_LANGUAGES:
        language = "en"
    session["language"] = language
    return jsonify({"language": language})
