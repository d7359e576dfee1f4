from flask import Flask, jsonify, request, session

app = Flask(__name__)

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.route("/choose-language")
def choose_language():
    """Choose language."""
    language = request.args.get("language", "")
    language = normalise(language)
    session["language"] = language
    return jsonify({"language": language})
