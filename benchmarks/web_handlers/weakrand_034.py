import random

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)


class SimulateView(MethodView):
    def get(self):
        """Simulate."""
        rounds = request.values.get("rounds", "")
        rng = random.Random(42)
        wins = sum(rng.random() < 0.5 for _ in range(min(int(rounds or 0), 10_000)))
        return jsonify({"wins": wins})


app.add_url_rule("/simulate", view_func=SimulateView.as_view("simulate"))
