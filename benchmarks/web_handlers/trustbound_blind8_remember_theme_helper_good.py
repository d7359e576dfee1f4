from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = b"from-the-environment"


def remember(key, value):
    session[key] = value


@app.get("/theme")
def theme():
    remember("theme", "dark" if request.args.get("theme") == "dark" else "light")
    return "ok"
