import random
import string
import time
from flask import Flask, make_response

app = Flask(__name__)

@app.get("/start")
def start():
    rng = random.SystemRandom()
    sid = "".join(rng.choice(string.hexdigits) for _ in range(32))
    resp = make_response("hi")
    resp.set_cookie("sid", sid, secure=True, httponly=True)
    return resp
