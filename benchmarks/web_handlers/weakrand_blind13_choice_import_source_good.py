import string
from secrets import choice

from flask import Flask, jsonify

app = Flask(__name__)
TOKENS = {}


@app.post("/tokens/<user>")
def new_token(user):
    token = "".join(choice(string.ascii_letters) for _ in range(32))
    TOKENS[token] = user
    return jsonify(token=token)
