from flask import Flask, session

app = Flask(__name__)

@app.route("/prefs/<theme>/<lang>")
def prefs(theme, lang):
    if theme not in ("dark", "light") or lang not in ("en", "de"):
        return "bad", 400
    session["theme"], session["lang"] = theme, lang
    return "saved"
