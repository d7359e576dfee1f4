import random
import secrets

from flask import Flask, jsonify, request

app = Flask(__name__)
RESET_CODES = {}


@app.post("/password/reset")
def start_reset():
    code = random.randint(100000, 999999)
    RESET_CODES[request.form["email"]] = code
    return jsonify(sent=True)
