import hashlib
from flask import Flask, request

app = Flask(__name__)
ACCOUNTS = {}

def digest(secret):
    return hashlib.pbkdf2_hmac("sha256", secret.encode(), b"salt", 600000).hex()

@app.post("/signup")
def signup():
    user, password = request.form["user"], request.form["password"]
    ACCOUNTS[user] = digest(password)
    return "created"
