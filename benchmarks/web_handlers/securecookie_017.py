import os

from flask import Flask, jsonify, request, session

app = Flask(__name__)

app.secret_key = os.environ["SECRET_KEY"]
app.config.update(SESSION_COOKIE_SECURE=True, SESSION_COOKIE_HTTPONLY=True)


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.route("/count-visit", methods=["GET", "POST"])
def count_visit():
    """Count visit."""
    page = request.form.get("page", "")
    page = normalise(page)
    session["visits"] = session.get("visits", 0) + 1
    return jsonify({"page": page, "visits": session["visits"]})
