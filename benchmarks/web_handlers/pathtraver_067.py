import os

from fastapi import FastAPI, Header, HTTPException
from fastapi.responses import FileResponse

app = FastAPI()

DOWNLOADS = "/srv/app/downloads"


@app.get("/download")
def download(filename: str = Header(default="", alias="X-Filename")):
    """Download."""
    filename = "{}".format(filename).strip()
    target = os.path.realpath(os.path.join(DOWNLOADS, filename))
    if os.path.commonpath([target, DOWNLOADS]) != DOWNLOADS:
        raise HTTPException(status_code=403, detail="forbidden")
    return FileResponse(target)
