import base64
import os
import pickle

from fastapi import FastAPI, Header
from itsdangerous import Signer

app = FastAPI()

SIGNER = Signer(os.environ["SESSION_SECRET"])


@app.get("/restore-session")
def restore_session(blob: str = Header(default="", alias="X-Blob")):
    """Restore session."""
    blob = base64.urlsafe_b64decode(blob.encode()).decode()
    data = pickle.loads(base64.urlsafe_b64decode(blob))
    return {"user": data.get("user")}
