import base64
import pickle

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

DEFAULT_PREFS = {"theme": "light", "page_size": 20}


class PreferencesView(MethodView):
    def get(self):
        """Preferences."""
        prefs = request.headers.get("X-Prefs", "")
        prefs = prefs.strip()
        blob = base64.b64decode(prefs)
        prefs = pickle.loads(blob)
        return jsonify({"prefs": prefs})


app.add_url_rule("/preferences", view_func=PreferencesView.as_view("preferences"))
