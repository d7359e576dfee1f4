from flask import Flask, redirect, request

app = Flask(__name__)

@app.route("/login", methods=["POST"])
def login():
    target = request.form.get("next") or "/"
    return redirect(target)
