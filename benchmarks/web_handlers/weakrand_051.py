import random
import uuid

from flask import Flask, jsonify, request

app = Flask(__name__)

CSRF_TOKENS = {}


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/csrf-token")
def csrf_token():
    """Csrf token."""
    form_id = query_value(request, "form_id")
    token = uuid.UUID(int=random.getrandbits(128)).hex
    CSRF_TOKENS[form_id] = token
    return jsonify({"csrf_token": token})
