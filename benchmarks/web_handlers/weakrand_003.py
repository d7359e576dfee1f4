import random

from flask import Flask, jsonify, request

app = Flask(__name__)

API_KEYS = {}


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/new-api-key")
def new_api_key():
    """New api key."""
    owner = query_value(request, "owner")
    key = str(random.random())[2:] + str(random.random())[2:]
    API_KEYS[key] = owner
    return jsonify({"api_key": key})
