from flask import Flask, redirect, request, url_for

app = Flask(__name__)


@app.post("/logout")
def logout():
    prefix = request.headers.get("X-Forwarded-Prefix", "")
    return redirect(url_for("home"))
