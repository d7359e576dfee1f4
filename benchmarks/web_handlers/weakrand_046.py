import random
import uuid

from flask import Flask, jsonify

app = Flask(__name__)

CSRF_TOKENS = {}


@app.route("/csrf-token/<form_id>")
def csrf_token(form_id):
    """Csrf token."""
    token = uuid.UUID(int=random.getrandbits(128)).hex
    CSRF_TOKENS[form_id] = token
    return jsonify({"csrf_token": token})
