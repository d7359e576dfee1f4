import os

from fastapi import FastAPI
from fastapi.responses import FileResponse

app = FastAPI()

DOWNLOADS = "/srv/app/downloads"


@app.get("/download")
def download(filename: str = ""):
    """Download."""
    choices = {"fallback": "readme.txt", "requested": filename}
    filename = choices["requested"]
    return FileResponse(os.path.join(DOWNLOADS, filename))
