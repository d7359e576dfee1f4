import json
import os

from fastapi import APIRouter
from itsdangerous import Signer

router = APIRouter(prefix="/api", tags=["restore_session"])

SIGNER = Signer(os.environ["SESSION_SECRET"])


@router.get("/restore-session")
def restore_session(blob: str = ""):
    """Restore session."""
    blob = blob or "eyJ1c2VyIjogImd1ZXN0In0="
    signed = SIGNER.unsign(blob)
    data = json.loads(signed)
    return {"user": data.get("user")}
