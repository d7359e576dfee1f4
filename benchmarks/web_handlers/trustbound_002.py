from flask import Flask, jsonify, request, session

app = Flask(__name__)

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


@app.route("/choose-language", methods=["GET", "POST"])
def choose_language():
    """Choose language."""
    language = (request.get_json(silent=True) or {}).get("options", {}).get("language", "")
    mode = "override"
    if mode == "override":
        chosen = language
    else:
        chosen = "en"
    language = chosen
    session["language"] = language
    return jsonify({"language": language})
