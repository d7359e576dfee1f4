import random
import uuid

from flask import Flask, make_response

app = Flask(__name__)


@app.post("/session")
def new_session():
    session_id = str(uuid.UUID(int=random.getrandbits(128)))
    response = make_response("ok")
    response.set_cookie("sid", session_id, secure=True, httponly=True)
    return response
