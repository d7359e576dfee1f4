import secrets

from flask import Flask, Response
from werkzeug.http import dump_cookie

app = Flask(__name__)


@app.post("/login")
def login():
    response = Response("welcome")
    response.headers.add("Set-Cookie", dump_cookie("sid", secrets.token_hex(16), path="/", secure=True, httponly=True))
    return response
