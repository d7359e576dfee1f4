from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = "k"

@app.post("/prefs")
def prefs():
    session.update(lang=request.form["lang"] if request.form["lang"] in ("en", "de") else "en")
    return "ok"
