import os
import pickle

from flask import Flask, jsonify
from flask.views import MethodView

app = Flask(__name__)

CACHE_DIR = "/var/cache/reports"


class WarmCacheView(MethodView):
    def get(self, report):
        """Warm cache."""
        num = 8
        report = report if num % 2 == 1 else "daily"
        with open(os.path.join(CACHE_DIR, "snapshot.pkl"), "rb") as handle:
            snapshot = pickle.load(handle)
        snapshot.update(pickle.loads(bytes.fromhex(report)))
        return jsonify({"reports": sorted(snapshot)})


app.add_url_rule("/warm-cache/<report>", view_func=WarmCacheView.as_view("warm_cache"))
