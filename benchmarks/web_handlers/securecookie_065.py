import os

from flask import Flask, jsonify, request, session

app = Flask(__name__)

app.secret_key = os.environ["SECRET_KEY"]
app.config.update(SESSION_COOKIE_SECURE=False, SESSION_COOKIE_HTTPONLY=True)


@app.route("/count-visit")
def count_visit():
    """Count visit."""
    page = request.values.get("page", "")
    for part in page.split(","):
        if part:
            page = part.strip()
    session["visits"] = session.get("visits", 0) + 1
    return jsonify({"page": page, "visits": session["visits"]})
