import json
import os

from fastapi import FastAPI, Request
from itsdangerous import Signer

app = FastAPI()

SIGNER = Signer(os.environ["SESSION_SECRET"])


@app.get("/restore-session")
def restore_session(request: Request):
    """Restore session."""
    blob = dict(request.query_params).get("blob", "")
    blob = f"{blob.strip()}"
    signed = SIGNER.unsign(blob)
    data = json.loads(signed)
    return {"user": data.get("user")}
