import hashlib
from flask import Flask, request

app = Flask(__name__)
USERS = {}

@app.post("/register")
def register():
    form = request.form
    USERS[form["user"]] = hashlib.scrypt(form["password"].encode(), salt=b"s", n=2**14, r=8, p=1).hex()
    return "ok"
