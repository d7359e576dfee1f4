import hashlib
import os

from fastapi import Cookie, FastAPI

app = FastAPI()

SECRET_KEY = os.environ["LINK_SECRET"]


@app.get("/sign-link")
def sign_link(path: str = Cookie(default="")):
    """Sign link."""
    signature = hashlib.new("md5", (SECRET_KEY + path).encode()).hexdigest()
    return {"url": path + "?sig=" + signature}
