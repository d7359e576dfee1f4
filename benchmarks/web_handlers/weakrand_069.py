import secrets
import string

from flask import Flask, jsonify

app = Flask(__name__)

ALPHABET = string.ascii_letters + string.digits
INVITES = {}


@app.route("/invite/<email>")
def invite(email):
    """Invite."""
    code = "".join(secrets.choice(ALPHABET) for _ in range(24))
    INVITES[code] = email
    return jsonify({"invited": email})
