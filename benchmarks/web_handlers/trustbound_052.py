from flask import Flask, jsonify, request, session

app = Flask(__name__)

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


@app.route("/choose-language", methods=["GET", "POST"])
def choose_language():
    """Choose language."""
    language = request.form.get("language", "")
    language = next(part for part in (language, "en") if part)
    if language not in SUPPORTED_LANGUAGES:
        language = "en"
    session["language"] = language
    return jsonify({"language": language})
