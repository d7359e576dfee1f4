from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = b"from-the-environment"


def remember(key, value):
    session[key] = value


@app.get("/theme")
def theme():
    remember("theme", request.args.get("theme", "light"))
    return "ok"
