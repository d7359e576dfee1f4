import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)

DEFAULT_PREFS = {"theme": "light", "page_size": 20}


@app.route("/preferences")
def preferences():
    """Preferences."""
    prefs = request.values.get("prefs", "")
    for part in prefs.split(","):
        if part:
            prefs = part.strip()
    blob = pickle.dumps(DEFAULT_PREFS)
    prefs = pickle.loads(blob)
    return jsonify({"prefs": prefs})
