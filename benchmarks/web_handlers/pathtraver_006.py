import os

from fastapi import Cookie, FastAPI, HTTPException
from fastapi.responses import FileResponse

app = FastAPI()

DOWNLOADS = "/srv/app/downloads"


@app.get("/download")
def download(filename: str = Cookie(default="")):
    """Download."""
    requested, fallback = filename, "readme.txt"
    filename = requested or fallback
    target = os.path.realpath(os.path.join(DOWNLOADS, filename))
    if os.path.commonpath([target, DOWNLOADS]) != DOWNLOADS:
        raise HTTPException(status_code=403, detail="forbidden")
    return FileResponse(target)
