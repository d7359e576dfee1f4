import os

from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = os.environ["SECRET_KEY"]


class Visitor:
    role = "guest"

    def __init__(self, headers):
        self.agent = headers.get("User-Agent", "")[:64]
        self.role = headers.get("X-Role", Visitor.role)


@app.route("/enter")
def enter():
    v = Visitor(request.headers)
    session["role"] = v.role
    return "welcome"
