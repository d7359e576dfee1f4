from flask import Flask, redirect, request, session

app = Flask(__name__)
app.secret_key = b"from-the-environment"
THEMES = ("light", "dark", "solarized")


@app.post("/theme")
def set_theme():
    theme = request.form.get("theme", "light")
    session["theme"] = theme
    return redirect("/")
