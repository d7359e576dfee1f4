import base64
import pickle

from flask import Flask, jsonify

app = Flask(__name__)

DEFAULT_PREFS = {"theme": "light", "page_size": 20}


@app.route("/preferences/<prefs>")
def preferences(prefs):
    """Preferences."""
    if not prefs:
        prefs = ""
    blob = base64.b64decode(prefs)
    prefs = pickle.loads(blob)
    return jsonify({"prefs": prefs})
