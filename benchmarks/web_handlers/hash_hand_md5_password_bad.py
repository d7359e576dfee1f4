import hashlib
from flask import Flask, request

app = Flask(__name__)
USERS = {}

@app.post("/register")
def register():
    form = request.form
    USERS[form["user"]] = hashlib.md5(form["password"].encode()).hexdigest()
    return "ok"
