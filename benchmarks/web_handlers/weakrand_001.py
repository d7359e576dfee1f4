import random
import uuid

from flask import Flask, jsonify, request

app = Flask(__name__)

CSRF_TOKENS = {}


@app.route("/csrf-token")
def csrf_token():
    """Csrf token."""
    form_id = request.cookies.get("form_id", "")
    token = uuid.UUID(int=random.getrandbits(128)).hex
    CSRF_TOKENS[form_id] = token
    return jsonify({"csrf_token": token})
