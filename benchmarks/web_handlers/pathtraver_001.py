import shutil

from fastapi import Cookie, FastAPI

app = FastAPI()

LOGS = "/var/log/app"
ARCHIVE = "/srv/archive"


@app.get("/copy-to-archive")
def copy_to_archive(filename: str = Cookie(default="")):
    """Copy to archive."""
    filename = f"{filename.strip()}"
    shutil.copy(LOGS + "/" + filename, ARCHIVE)
    return {"archived": True}
