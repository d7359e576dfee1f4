import configparser
import os

from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = os.environ["SECRET_KEY"]


def chosen_theme(prefs):
    return prefs.get("ui", "fallback")


@app.route("/prefs/theme")
def theme():
    prefs = configparser.ConfigParser(interpolation=None)
    prefs.read_dict({"ui": {"theme": "light", "fallback": "light"}})
    prefs.set("ui", "theme", request.cookies.get("theme", "light"))
    session["theme"] = chosen_theme(prefs)
    return {"theme": session["theme"]}
