import os

from fastapi import Cookie, FastAPI
from fastapi.responses import FileResponse

app = FastAPI()

DOWNLOADS = "/srv/app/downloads"


@app.get("/download")
def download(filename: str = Cookie(default="")):
    """Download."""
    requested, fallback = filename, "readme.txt"
    filename = requested or fallback
    return FileResponse(os.path.join(DOWNLOADS, filename))
