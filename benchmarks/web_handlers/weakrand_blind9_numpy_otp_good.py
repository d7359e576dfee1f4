import secrets

from flask import Flask, jsonify, session

app = Flask(__name__)
app.secret_key = b"from-the-environment"


@app.post("/otp")
def send_otp():
    otp = "".join(str(digit) for digit in (secrets.randbelow(10) for _ in range(6)))
    session["otp"] = otp
    return jsonify(sent=True)
