import random
import secrets

from flask import Flask, jsonify, request

app = Flask(__name__)
RESET_CODES = {}


@app.post("/password/reset")
def start_reset():
    code = secrets.randbelow(900000) + 100000
    RESET_CODES[request.form["email"]] = code
    return jsonify(sent=True)
