import pickle

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    backup: str = ""


@app.post("/import-backup")
def import_backup(payload: RequestBody):
    """Import backup."""
    backup = payload.backup
    queue = ["{}"]
    queue.extend([backup, "spare"])
    queue.pop()
    backup = queue[-1]
    snapshot = pickle.loads(backup.encode("latin-1"))
    return {"entries": len(snapshot)}
