import random
import string

from flask import Flask, jsonify

app = Flask(__name__)

ALPHABET = string.ascii_letters + string.digits
INVITES = {}


@app.route("/invite/<email>")
def invite(email):
    """Invite."""
    code = "".join(random.choices(ALPHABET, k=24))
    INVITES[code] = email
    return jsonify({"invited": email})
