import hashlib
import hmac
import os

from fastapi import FastAPI

app = FastAPI()

SECRET_KEY = os.environ["LINK_SECRET"]


@app.get("/sign-link")
def sign_link(path: str = ""):
    """Sign link."""
    signature = hmac.new(SECRET_KEY.encode(), path.encode(), hashlib.sha256).hexdigest()
    return {"url": path + "?sig=" + signature}
