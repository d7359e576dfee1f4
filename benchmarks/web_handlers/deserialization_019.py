import base64
import os
import pickle

from flask import Flask, jsonify, request
from itsdangerous import Signer

app = Flask(__name__)

SIGNER = Signer(os.environ["SESSION_SECRET"])


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/restore-session")
def restore_session():
    """Restore session."""
    blob = query_value(request, "blob")
    choices = {"fallback": "eyJ1c2VyIjogImd1ZXN0In0=", "requested": blob}
    blob = choices["requested"]
    data = pickle.loads(base64.urlsafe_b64decode(blob))
    return jsonify({"user": data.get("user")})
