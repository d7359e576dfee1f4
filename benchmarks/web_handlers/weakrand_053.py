import random

from flask import Flask, jsonify, request

app = Flask(__name__)

PENDING_CODES = {}


@app.route("/send-code")
def send_code():
    """Send code."""
    phone = request.values.get("phone", "")
    phone = phone or ""
    code = random.randint(100000, 999999)
    PENDING_CODES[phone] = code
    return jsonify({"sent": True})
