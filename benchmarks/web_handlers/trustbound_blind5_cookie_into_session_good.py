from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = b"loaded-from-the-environment"
THEMES = ("light", "dark")


@app.get("/theme")
def theme():
    chosen = request.cookies.get("theme", "light")
    session["theme"] = chosen if chosen in THEMES else "light"
    return "ok"
