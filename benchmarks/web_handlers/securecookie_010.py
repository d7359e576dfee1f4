import os

from flask import Flask, jsonify, request, session

app = Flask(__name__)

app.secret_key = os.environ["SECRET_KEY"]
app.config.update(SESSION_COOKIE_SECURE=True, SESSION_COOKIE_HTTPONLY=True)


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/count-visit")
def count_visit():
    """Count visit."""
    page = RequestParams(request).get("page")
    page = f"{page.strip()}"
    session["visits"] = session.get("visits", 0) + 1
    return jsonify({"page": page, "visits": session["visits"]})
