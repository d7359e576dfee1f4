import os

from fastapi import FastAPI, Header
from fastapi.responses import FileResponse

app = FastAPI()

DOWNLOADS = "/srv/app/downloads"


@app.get("/download")
def download(filename: str = Header(default="", alias="X-Filename")):
    """Download."""
    filename = "{}".format(filename).strip()
    return FileResponse(os.path.join(DOWNLOADS, filename))
