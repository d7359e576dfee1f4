import base64
import os
import pickle

from fastapi import APIRouter
from itsdangerous import Signer

router = APIRouter(prefix="/api", tags=["restore_session"])

SIGNER = Signer(os.environ["SESSION_SECRET"])


@router.get("/restore-session")
def restore_session(blob: str = ""):
    """Restore session."""
    blob = blob or "eyJ1c2VyIjogImd1ZXN0In0="
    data = pickle.loads(base64.urlsafe_b64decode(blob))
    return {"user": data.get("user")}
