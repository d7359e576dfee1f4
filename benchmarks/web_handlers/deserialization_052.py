import pickle

from fastapi import FastAPI, Form

app = FastAPI()


def run_import_backup(backup):
    """Import backup for one value."""
    snapshot = pickle.loads(backup.encode("latin-1"))
    return {"entries": len(snapshot)}


@app.post("/import-backup")
def import_backup(backup: str = Form(default="")):
    """Import backup."""
    num = 8
    backup = backup if num % 2 == 1 else "{}"
    result = run_import_backup(backup)
    return result
