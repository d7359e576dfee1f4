from flask import Flask, redirect, request, url_for

app = Flask(__name__)

@app.post("/vote")
def vote():
    return redirect(url_for("index"))
