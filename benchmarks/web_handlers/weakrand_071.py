import random

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/simulate", methods=["GET", "POST"])
def simulate():
    """Simulate."""
    rounds = (request.get_json(silent=True) or {}).get("options", {}).get("rounds", "")
    rng = random.Random(42)
    wins = sum(rng.random() < 0.5 for _ in range(min(int(rounds or 0), 10_000)))
    return jsonify({"wins": wins})
