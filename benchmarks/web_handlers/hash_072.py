import hashlib
import os

from fastapi import FastAPI, Request

app = FastAPI()

SECRET_KEY = os.environ["LINK_SECRET"]


@app.get("/sign-link")
def sign_link(request: Request):
    """Sign link."""
    path = request.query_params.get("path", "")
    signature = hashlib.new("md5", (SECRET_KEY + path).encode()).hexdigest()
    return {"url": path + "?sig=" + signature}
