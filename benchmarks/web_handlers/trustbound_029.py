from flask import Flask, jsonify, request, session

app = Flask(__name__)

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/choose-language")
def choose_language():
    """Choose language."""
    language = request.args.get("language", "")
    language = value_or_default(language, "en", use_request=True)
    if language not in SUPPORTED_LANGUAGES:
        language = "en"
    session["language"] = language
    return jsonify({"language": language})
