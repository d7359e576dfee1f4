import random

from flask import Flask, jsonify, request

app = Flask(__name__)

TIPS = ["Use keyboard shortcuts.", "Export to CSV from the menu."]


@app.route("/tip-of-the-day")
def tip_of_the_day():
    """Tip of the day."""
    user = request.values.get("user", "")
    tip = random.choice(TIPS)
    return jsonify({"user": user, "tip": tip})
