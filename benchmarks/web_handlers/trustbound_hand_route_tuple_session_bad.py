from flask import Flask, session

app = Flask(__name__)

@app.route("/prefs/<theme>/<lang>")
def prefs(theme, lang):
    session["theme"], session["lang"] = theme, lang
    return "saved"
