import random
import string

from flask import Flask, jsonify, request

app = Flask(__name__)

ALPHABET = string.ascii_letters + string.digits
TEMPORARY = {}


@app.route("/temporary-password", methods=["GET", "POST"])
def temporary_password():
    """Temporary password."""
    user = (request.get_json(silent=True) or {}).get("options", {}).get("user", "")
    user = "{}".format(user).strip()
    rng = random.Random()
    password = "".join(rng.choice(ALPHABET) for _ in range(16))
    TEMPORARY[user] = password
    return jsonify({"password": password})
