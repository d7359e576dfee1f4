import base64
import json
import os

from fastapi import FastAPI, Header
from itsdangerous import Signer

app = FastAPI()

SIGNER = Signer(os.environ["SESSION_SECRET"])


@app.get("/restore-session")
def restore_session(blob: str = Header(default="", alias="X-Blob")):
    """Restore session."""
    blob = base64.urlsafe_b64decode(blob.encode()).decode()
    signed = SIGNER.unsign(blob)
    data = json.loads(signed)
    return {"user": data.get("user")}
