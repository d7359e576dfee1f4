import random

from flask import Flask, make_response

app = Flask(__name__)


@app.get("/form")
def form():
    nonce = "%016x" % random.getrandbits(64)
    response = make_response(f"<form><input type=hidden name=nonce value={nonce}></form>")
    response.set_cookie("form_nonce", nonce, secure=True, httponly=True)
    return response
