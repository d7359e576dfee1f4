import secrets

from flask import Flask, Response

app = Flask(__name__)


@app.post("/session")
def new_session():
    sid = secrets.token_hex(16)
    resp = Response("ok", mimetype="text/plain")
    resp.headers["Set-Cookie"] = f"sid={sid}; Path=/"
    return resp
