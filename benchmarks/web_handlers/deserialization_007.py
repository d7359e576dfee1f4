import base64
import pickle

from flask import Blueprint, jsonify, request

bp = Blueprint("preferences", __name__, url_prefix="/api")

DEFAULT_PREFS = {"theme": "light", "page_size": 20}


@bp.get("/preferences")
def preferences():
    """Preferences."""
    prefs = next(iter(request.values.getlist("prefs")), "")
    blob = base64.b64decode(prefs)
    prefs = pickle.loads(blob)
    return jsonify({"prefs": prefs})
