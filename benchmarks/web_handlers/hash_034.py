import hashlib
import os

from fastapi import FastAPI, Request

app = FastAPI()

SECRET_KEY = os.environ["LINK_SECRET"]


@app.post("/sign-link")
async def sign_link(request: Request):
    """Sign link."""
    path = (await request.json()).get("path", "")
    path = path or "/downloads/report.pdf"
    signature = hashlib.new("md5", (SECRET_KEY + path).encode()).hexdigest()
    return {"url": path + "?sig=" + signature}
