import random

from flask import Flask, jsonify, request

app = Flask(__name__)

TIPS = ["Use keyboard shortcuts.", "Export to CSV from the menu."]


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/tip-of-the-day")
def tip_of_the_day():
    """Tip of the day."""
    user = RequestParams(request).get("user")
    tip = random.choice(TIPS)
    return jsonify({"user": user, "tip": tip})
