from flask import Flask, jsonify, request, session

app = Flask(__name__)

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/choose-language")
def choose_language():
    """Choose language."""
    language = RequestParams(request).get("language")
    language = f"{language.strip()}"
    if language not in SUPPORTED_LANGUAGES:
        language = "en"
    session["language"] = language
    return jsonify({"language": language})
