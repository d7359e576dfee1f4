import hashlib
import hmac
import os

from fastapi import FastAPI, Form

app = FastAPI()

SECRET_KEY = os.environ["LINK_SECRET"]


@app.post("/sign-link")
def sign_link(path: str = Form(default="")):
    """Sign link."""
    signature = hmac.new(SECRET_KEY.encode(), path.encode(), hashlib.sha256).hexdigest()
    return {"url": path + "?sig=" + signature}
