import secrets

from flask import Flask, jsonify

app = Flask(__name__)

UNSUBSCRIBE = {}


@app.route("/unsubscribe-link/<email>")
def unsubscribe_link(email):
    """Unsubscribe link."""
    token = secrets.token_hex(12)
    UNSUBSCRIBE[token] = email
    return jsonify({"link": "/unsubscribe/" + token})
