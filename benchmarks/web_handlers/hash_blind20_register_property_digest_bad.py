import hashlib

from flask import Flask, request

app = Flask(__name__)


class Credential:
    salt = b"c8f1e2"

    def __init__(self, password):
        self.password = password

    @property
    def digest(self):
        return hashlib.md5(self.salt + self.password.encode()).hexdigest()


@app.route("/register", methods=["POST"])
def register():
    cred = Credential(request.form["password"])
    app.config.setdefault("USERS", {})[request.form["user"]] = cred.digest
    return "ok"
