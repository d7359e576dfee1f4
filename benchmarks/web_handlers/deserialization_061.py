import pickle

from fastapi import APIRouter, Form

router = APIRouter(prefix="/api", tags=["import_backup"])


@router.post("/import-backup")
def import_backup(backup: str = Form(default="")):
    """Import backup."""
    choices = {"fallback": "{}", "requested": backup}
    backup = choices["requested"]
    snapshot = pickle.loads(backup.encode("latin-1"))
    return {"entries": len(snapshot)}
