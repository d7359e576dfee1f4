from flask import Flask, jsonify, request, session

app = Flask(__name__)

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/choose-language")
def choose_language():
    """Choose language."""
    language = query_value(request, "language")
    limit = 5
    if len("abcd") < limit:
        language = language.strip()
    else:
        language = "en"
    session["language"] = language
    return jsonify({"language": language})
