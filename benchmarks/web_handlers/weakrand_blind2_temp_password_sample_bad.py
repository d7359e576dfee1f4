import random
import string

from flask import Flask, jsonify

app = Flask(__name__)


@app.post("/users/<int:user_id>/temporary-password")
def temporary_password(user_id):
    password = "".join(random.sample(string.ascii_letters + string.digits, 12))
    return jsonify(user=user_id, password=password)
