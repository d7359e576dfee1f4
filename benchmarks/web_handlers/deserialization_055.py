import base64
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)

DEFAULT_PREFS = {"theme": "light", "page_size": 20}


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/preferences")
def preferences():
    """Preferences."""
    prefs = query_value(request, "prefs")
    blob = base64.b64decode(prefs)
    prefs = pickle.loads(blob)
    return jsonify({"prefs": prefs})
