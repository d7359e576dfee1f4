import random

from flask import Flask, jsonify

app = Flask(__name__)

TIPS = ["Use keyboard shortcuts.", "Export to CSV from the menu."]


@app.route("/tip-of-the-day/<user>")
def tip_of_the_day(user):
    """Tip of the day."""
    tip = random.choice(TIPS)
    return jsonify({"user": user, "tip": tip})
