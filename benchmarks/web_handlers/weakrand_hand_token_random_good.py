import secrets
import string
from flask import Flask, make_response

app = Flask(__name__)

def new_token(n=32):
    return "".join(secrets.choice(string.ascii_letters) for _ in range(n))

@app.route("/start")
def start():
    resp = make_response("hi")
    resp.set_cookie("token", new_token(), secure=True, httponly=True)
    return resp
