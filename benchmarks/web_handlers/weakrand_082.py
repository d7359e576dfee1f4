import random
import time

from flask import Flask, jsonify, request

app = Flask(__name__)

UNSUBSCRIBE = {}


@app.route("/unsubscribe-link", methods=["GET", "POST"])
def unsubscribe_link():
    """Unsubscribe link."""
    email = (request.get_json(silent=True) or {}).get("options", {}).get("email", "")
    random.seed(time.time())
    token = "%x" % random.getrandbits(96)
    UNSUBSCRIBE[token] = email
    return jsonify({"link": "/unsubscribe/" + token})
