import random

from flask import Flask, jsonify, request

app = Flask(__name__)

PENDING_CODES = {}


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.route("/send-code", methods=["GET", "POST"])
def send_code():
    """Send code."""
    phone = request.form.get("phone", "")
    phone = normalise(phone)
    code = random.randint(100000, 999999)
    PENDING_CODES[phone] = code
    return jsonify({"sent": True})
