import hashlib
from flask import Flask, request

app = Flask(__name__)
ACCOUNTS = {}

def digest(secret):
    return hashlib.new("md5", secret.encode()).hexdigest()

@app.post("/signup")
def signup():
    user, password = request.form["user"], request.form["password"]
    ACCOUNTS[user] = digest(password)
    return "created"
