import os

from flask import Flask, jsonify, session

app = Flask(__name__)

app.secret_key = os.environ["SECRET_KEY"]
app.config.update(SESSION_COOKIE_SECURE=True, SESSION_COOKIE_HTTPONLY=True)


@app.route("/count-visit/<page>")
def count_visit(page):
    """Count visit."""
    page = page.replace("\r", "").replace("\n", "")
    session["visits"] = session.get("visits", 0) + 1
    return jsonify({"page": page, "visits": session["visits"]})
