import hashlib
import json

from flask import Flask, Response

app = Flask(__name__)
PROFILES = {"ada": {"langs": ["en"]}}
TOKEN_SALT = "f3a9"


@app.get("/profile/<name>")
def profile(name):
    body = json.dumps(PROFILES.get(name, {}))
    response = Response(body, mimetype="application/json")
    digest = hashlib.new("md5", (name + TOKEN_SALT).encode()).hexdigest()
    response.set_cookie("profile_token", digest, secure=True, httponly=True)
    return response
