from flask import Flask, redirect, request

app = Flask(__name__)


@app.get("/home")
def home():
    lang = request.args.get("lang", "en")
    return redirect(f"/dashboard?lang={lang}")
