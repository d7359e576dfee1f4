import hashlib
import random
from flask import Flask, session

app = Flask(__name__)

@app.get("/form")
def form():
    token = hashlib.sha256(str(random.random()).encode()).hexdigest()
    session["csrf"] = token
    return f"<input type='hidden' name='csrf' value='{token}'>"
