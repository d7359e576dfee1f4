import base64
import pickle

from flask import Flask, jsonify, request
from itsdangerous import URLSafeSerializer

app = Flask(__name__)
serializer = URLSafeSerializer("loaded-from-the-environment")


@app.get("/wizard")
def wizard():
    token = request.cookies.get("wizard", "")
    state = serializer.loads(token)
    return jsonify(step=state.get("step", 1))
