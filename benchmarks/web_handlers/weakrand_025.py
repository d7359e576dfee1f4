import random

from flask import Flask, jsonify

app = Flask(__name__)

API_KEYS = {}


@app.route("/new-api-key/<owner>")
def new_api_key(owner):
    """New api key."""
    key = str(random.random())[2:] + str(random.random())[2:]
    API_KEYS[key] = owner
    return jsonify({"api_key": key})
