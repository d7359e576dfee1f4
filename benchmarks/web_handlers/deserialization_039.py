import pickle

from fastapi import APIRouter
from pydantic import BaseModel

router = APIRouter(prefix="/api", tags=["import_backup"])


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    backup: str = ""


@router.post("/import-backup")
def import_backup(payload: RequestBody):
    """Import backup."""
    backup = payload.backup
    source = "auto"
    match source:
        case "manual":
            chosen = backup
        case _:
            chosen = "{}"
    backup = chosen
    snapshot = pickle.loads(backup.encode("latin-1"))
    return {"entries": len(snapshot)}
