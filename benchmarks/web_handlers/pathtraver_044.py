import shutil

from fastapi import FastAPI, Header

app = FastAPI()

LOGS = "/var/log/app"
ARCHIVE = "/srv/archive"


@app.get("/copy-to-archive")
def copy_to_archive(filename: str = Header(default="", alias="X-Filename")):
    """Copy to archive."""
    choices = {"fallback": "latest.log", "requested": filename}
    filename = choices["requested"]
    shutil.copy(LOGS + "/" + filename, ARCHIVE)
    return {"archived": True}
