import secrets
import string

from flask import Flask, jsonify, request

app = Flask(__name__)

ALPHABET = string.ascii_letters + string.digits
INVITES = {}


@app.route("/invite", methods=["GET", "POST"])
def invite():
    """Invite."""
    email = request.form.get("email", "")
    code = "".join(secrets.choice(ALPHABET) for _ in range(24))
    INVITES[code] = email
    return jsonify({"invited": email})
