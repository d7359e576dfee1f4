import random
import time

from flask import Flask, jsonify, request

app = Flask(__name__)

UNSUBSCRIBE = {}


@app.route("/unsubscribe-link")
def unsubscribe_link():
    """Unsubscribe link."""
    email = request.cookies.get("email", "")
    random.seed(time.time())
    token = "%x" % random.getrandbits(96)
    UNSUBSCRIBE[token] = email
    return jsonify({"link": "/unsubscribe/" + token})
