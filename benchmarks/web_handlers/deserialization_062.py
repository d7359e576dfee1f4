import json
import os

from fastapi import Depends, FastAPI, Request
from itsdangerous import Signer

app = FastAPI()

SIGNER = Signer(os.environ["SESSION_SECRET"])


def requested_blob(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("blob") or request.headers.get("x-blob", "")


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.get("/restore-session")
def restore_session(blob: str = Depends(requested_blob)):
    """Restore session."""
    blob = normalise(blob)
    signed = SIGNER.unsign(blob)
    data = json.loads(signed)
    return {"user": data.get("user")}
