import random
import string

from flask import Flask, jsonify, request

app = Flask(__name__)

ALPHABET = string.ascii_letters + string.digits
INVITES = {}


@app.route("/invite", methods=["GET", "POST"])
def invite():
    """Invite."""
    email = request.form.get("email", "")
    code = "".join(random.choices(ALPHABET, k=24))
    INVITES[code] = email
    return jsonify({"invited": email})
