import random

from flask import Flask, jsonify

app = Flask(__name__)
RESETS = {}


@app.post("/password-reset/<user>")
def start_reset(user):
    code = "%032x" % random.getrandbits(128)
    RESETS[code] = user
    return jsonify(sent=True)
