import random
import time

from flask import Flask, jsonify

app = Flask(__name__)

UNSUBSCRIBE = {}


@app.route("/unsubscribe-link/<email>")
def unsubscribe_link(email):
    """Unsubscribe link."""
    random.seed(time.time())
    token = "%x" % random.getrandbits(96)
    UNSUBSCRIBE[token] = email
    return jsonify({"link": "/unsubscribe/" + token})
