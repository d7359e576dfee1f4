import random
import string

from flask import Flask, jsonify, request

app = Flask(__name__)

ALPHABET = string.ascii_letters + string.digits
TEMPORARY = {}


@app.route("/temporary-password")
def temporary_password():
    """Temporary password."""
    user = request.values.get("user", "")
    rng = random.SystemRandom()
    password = "".join(rng.choice(ALPHABET) for _ in range(16))
    TEMPORARY[user] = password
    return jsonify({"password": password})
