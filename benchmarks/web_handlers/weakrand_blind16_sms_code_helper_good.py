import secrets
import string

from flask import Flask, request

app = Flask(__name__)
PENDING = {}


def send_sms(number, text):
    print(f"SMS to {number}: {text}")


@app.post("/verify/phone")
def verify_phone():
    number = request.form["phone"]
    code = "".join(secrets.choice(string.digits) for _ in range(6))
    PENDING[number] = code
    send_sms(number, f"Your verification code is {code}")
    return "sent", 202
