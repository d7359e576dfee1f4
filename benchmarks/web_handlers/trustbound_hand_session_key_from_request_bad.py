from flask import Flask, request, session

app = Flask(__name__)

@app.post("/remember")
def remember():
    session[request.form["key"]] = request.form["value"]
    return "ok"
