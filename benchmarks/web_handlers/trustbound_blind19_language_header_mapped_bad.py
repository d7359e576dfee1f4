import os

from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = os.environ["SECRET_KEY"]
LANGUAGES = {"en": "en", "de": "de", "fr": "fr"}


@app.route("/i18n")
def pick_language():
    primary, *_ = request.headers.get("Accept-Language", "en").split(",")
    wanted = primary[:2].lower()
    session["lang"] = wanted
    return {"lang": session["lang"]}
