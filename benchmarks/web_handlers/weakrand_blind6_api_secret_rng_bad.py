import random
import string

from flask import Flask, jsonify

app = Flask(__name__)
rng = random.Random()
ALPHABET = string.ascii_letters + string.digits


@app.post("/clients")
def register_client():
    api_secret = "".join(rng.choice(ALPHABET) for _ in range(40))
    return jsonify(client_id=rng.randrange(10**6), api_secret=api_secret)
