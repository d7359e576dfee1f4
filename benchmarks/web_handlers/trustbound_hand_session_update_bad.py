from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = "k"

@app.post("/prefs")
def prefs():
    session.update(lang=request.form["lang"])
    return "ok"
