import random
from flask import Flask, session

app = Flask(__name__)

@app.post("/otp")
def send_otp():
    code = "".join(str(random.randint(0, 9)) for _ in range(6))
    session["otp"] = code
    return "sent"
