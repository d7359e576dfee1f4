import secrets

from flask import Flask, jsonify, request

app = Flask(__name__)

PENDING_CODES = {}


@app.route("/send-code")
def send_code():
    """Send code."""
    phone = request.cookies.get("phone", "")
    for part in phone.split(","):
        if part:
            phone = part.strip()
    code = secrets.randbelow(900000) + 100000
    PENDING_CODES[phone] = code
    return jsonify({"sent": True})
