import hashlib

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/profile")
def profile():
    email = request.form.get("email", "").strip().lower()
    digest = hashlib.md5(email.encode("utf-8")).hexdigest()
    reset_link = f"https://www.gravatar.com/avatar/{digest}?s=80&d=identicon"
    return jsonify(email=email, link=reset_link)
