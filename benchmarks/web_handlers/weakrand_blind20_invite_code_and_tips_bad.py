import random
import secrets

from flask import Flask, jsonify, request

app = Flask(__name__)
INVITES = {}
TIPS = ["Use a password manager", "Enable 2FA", "Rotate keys", "Lock your screen"]


@app.route("/invite", methods=["POST"])
def invite():
    email = request.form.get("email", "")
    tips = random.sample(TIPS, k=2)
    code = random.getrandbits(64).to_bytes(8, "big").hex()
    INVITES[code] = email
    return jsonify(code=code, tips=tips, ref=secrets.token_hex(4))
