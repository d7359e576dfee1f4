import secrets

from flask import Flask, jsonify

app = Flask(__name__)

API_KEYS = {}


@app.route("/new-api-key/<owner>")
def new_api_key(owner):
    """New api key."""
    key = secrets.token_urlsafe(32)
    API_KEYS[key] = owner
    return jsonify({"api_key": key})
