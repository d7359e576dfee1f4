import os

from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = os.environ["SECRET_KEY"]
THEMES = ("light", "dark", "contrast")


@app.post("/preferences")
def preferences():
    prefs = request.form.to_dict()
    theme = prefs.get("theme", "light")
    if theme not in THEMES:
        theme = "light"
    session["theme"] = theme
    return "", 204
