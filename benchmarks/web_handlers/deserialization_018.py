import pickle

from flask import Flask, jsonify

app = Flask(__name__)

DEFAULT_PREFS = {"theme": "light", "page_size": 20}


@app.route("/preferences/<prefs>")
def preferences(prefs):
    """Preferences."""
    if not prefs:
        prefs = ""
    blob = pickle.dumps(DEFAULT_PREFS)
    prefs = pickle.loads(blob)
    return jsonify({"prefs": prefs})
