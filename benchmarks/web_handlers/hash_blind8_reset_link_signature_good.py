import hashlib
import hmac

from flask import Flask, redirect

app = Flask(__name__)
SECRET = "loaded-from-vault"


@app.post("/reset/<uid>")
def reset(uid):
    sig = hmac.new(SECRET.encode(), uid.encode(), "sha256").hexdigest()
    return redirect(f"/reset/confirm?uid={uid}&sig={sig}")
