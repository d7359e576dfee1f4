import hashlib
import secrets
from flask import Flask, session

app = Flask(__name__)

@app.get("/form")
def form():
    token = secrets.token_hex(32)
    session["csrf"] = token
    return f"<input type='hidden' name='csrf' value='{token}'>"
