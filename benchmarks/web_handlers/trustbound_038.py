from flask import Flask, jsonify, request, session

app = Flask(__name__)

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


@app.route("/choose-language")
def choose_language():
    """Choose language."""
    language = request.args.get("language", "")
    attempts = 0
    picked = "en"
    while attempts < 1:
        picked = language
        attempts += 1
    language = picked
    session["language"] = language
    return jsonify({"language": language})
