import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)

DEFAULT_PREFS = {"theme": "light", "page_size": 20}


@app.route("/preferences")
def preferences():
    """Preferences."""
    prefs = request.cookies.get("prefs", "")
    blob = pickle.dumps(DEFAULT_PREFS)
    prefs = pickle.loads(blob)
    return jsonify({"prefs": prefs})
