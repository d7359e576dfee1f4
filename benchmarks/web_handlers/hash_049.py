import hashlib
import hmac
import os

from fastapi import FastAPI, Request

app = FastAPI()

SECRET_KEY = os.environ["LINK_SECRET"]


@app.get("/sign-link")
def sign_link(request: Request):
    """Sign link."""
    path = request.query_params.get("path", "")
    signature = hmac.new(SECRET_KEY.encode(), path.encode(), hashlib.sha256).hexdigest()
    return {"url": path + "?sig=" + signature}
