import base64
import os
import pickle

from fastapi import FastAPI, Request
from itsdangerous import Signer

app = FastAPI()

SIGNER = Signer(os.environ["SESSION_SECRET"])


@app.get("/restore-session")
def restore_session(request: Request):
    """Restore session."""
    blob = dict(request.query_params).get("blob", "")
    blob = f"{blob.strip()}"
    data = pickle.loads(base64.urlsafe_b64decode(blob))
    return {"user": data.get("user")}
