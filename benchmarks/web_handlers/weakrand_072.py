import random

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/simulate")
def simulate():
    """Simulate."""
    rounds = next(iter(request.values.getlist("rounds")), "")
    rng = random.Random(42)
    wins = sum(rng.random() < 0.5 for _ in range(min(int(rounds or 0), 10_000)))
    return jsonify({"wins": wins})
