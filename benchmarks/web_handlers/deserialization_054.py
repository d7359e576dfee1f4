import base64
import os
import pickle

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
    data = pickle.loads(base64.urlsafe_b64decode(blob))
    return {"user": data.get("user")}
