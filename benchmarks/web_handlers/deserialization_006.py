import json

from fastapi import APIRouter, Form

router = APIRouter(prefix="/api", tags=["import_backup"])


@router.post("/import-backup")
def import_backup(backup: str = Form(default="")):
    """Import backup."""
    backup = backup.strip()
    snapshot = json.loads(backup)
    return {"entries": len(snapshot)}
