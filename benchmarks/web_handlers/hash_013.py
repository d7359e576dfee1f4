import hashlib
import os

from fastapi import FastAPI, Form

app = FastAPI()

SECRET_KEY = os.environ["LINK_SECRET"]


@app.post("/sign-link")
def sign_link(path: str = Form(default="")):
    """Sign link."""
    signature = hashlib.new("md5", (SECRET_KEY + path).encode()).hexdigest()
    return {"url": path + "?sig=" + signature}
