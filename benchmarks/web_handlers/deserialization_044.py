import base64
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)

DEFAULT_PREFS = {"theme": "light", "page_size": 20}


@app.route("/preferences", methods=["GET", "POST"])
def preferences():
    """Preferences."""
    prefs = request.form.get("prefs", "")
    prefs = prefs or ""
    blob = base64.b64decode(prefs)
    prefs = pickle.loads(blob)
    return jsonify({"prefs": prefs})
