import hashlib
import os

from fastapi import FastAPI

app = FastAPI()

SECRET_KEY = os.environ["LINK_SECRET"]


@app.get("/sign-link")
def sign_link(path: str = ""):
    """Sign link."""
    signature = hashlib.new("md5", (SECRET_KEY + path).encode()).hexdigest()
    return {"url": path + "?sig=" + signature}
