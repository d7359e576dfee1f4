import secrets

from flask import Flask, jsonify, request

app = Flask(__name__)

API_KEYS = {}


@app.route("/new-api-key")
def new_api_key():
    """New api key."""
    owner = next(iter(request.values.getlist("owner")), "")
    key = secrets.token_urlsafe(32)
    API_KEYS[key] = owner
    return jsonify({"api_key": key})
