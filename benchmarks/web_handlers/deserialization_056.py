import pickle

from fastapi import FastAPI, Form

app = FastAPI()


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


def run_import_backup(backup):
    """Import backup for one value."""
    snapshot = pickle.loads(backup.encode("latin-1"))
    return {"entries": len(snapshot)}


@app.post("/import-backup")
def import_backup(backup: str = Form(default="")):
    """Import backup."""
    backup = value_or_default(backup, "{}", use_request=True)
    result = run_import_backup(backup)
    return result
