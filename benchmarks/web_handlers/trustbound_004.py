import configparser

from flask import Flask, jsonify, request, session

app = Flask(__name__)

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


@app.route("/choose-language")
def choose_language():
    """Choose language."""
    language = next(iter(request.values.getlist("language")), "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "en")
    conf.set("lookup", "requested", language)
    language = conf.get("lookup", "fallback")
    session["language"] = language
    return jsonify({"language": language})
