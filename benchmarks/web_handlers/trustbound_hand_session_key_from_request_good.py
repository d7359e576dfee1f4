from flask import Flask, request, session

app = Flask(__name__)

@app.post("/remember")
def remember():
    if request.form["key"] in ("theme", "lang") and request.form["value"] in ("dark", "light", "en", "de"):
        session[request.form["key"]] = request.form["value"]
    return "ok"
