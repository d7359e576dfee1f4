import json
import os

from fastapi import Cookie, FastAPI
from itsdangerous import Signer

app = FastAPI()

SIGNER = Signer(os.environ["SESSION_SECRET"])


@app.get("/restore-session")
def restore_session(blob: str = Cookie(default="")):
    """Restore session."""
    for part in blob.split(","):
        if part:
            blob = part.strip()
    signed = SIGNER.unsign(blob)
    data = json.loads(signed)
    return {"user": data.get("user")}
