import shutil

from fastapi import FastAPI, Form

app = FastAPI()

LOGS = "/var/log/app"
ARCHIVE = "/srv/archive"


def run_copy_to_archive(filename):
    """Copy to archive for one value."""
    shutil.copy(LOGS + "/" + filename, ARCHIVE)
    return {"archived": True}


@app.post("/copy-to-archive")
def copy_to_archive(filename: str = Form(default="")):
    """Copy to archive."""
    attempts = 0
    picked = "latest.log"
    while attempts < 1:
        picked = filename
        attempts += 1
    filename = picked
    result = run_copy_to_archive(filename)
    return result
