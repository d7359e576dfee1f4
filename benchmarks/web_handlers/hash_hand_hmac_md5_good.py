import hashlib
import hmac
from fastapi import FastAPI

app = FastAPI()
KEY = b"server-side-key"

@app.get("/sign")
def sign(message: str):
    mac = hmac.new(KEY, message.encode(), hashlib.sha256).hexdigest()
    return {"mac": mac}
