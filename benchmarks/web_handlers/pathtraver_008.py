import os

from fastapi import FastAPI
from fastapi.responses import FileResponse

app = FastAPI()

DOWNLOADS = "/srv/app/downloads"


@app.get("/download")
def download(filename: str = ""):
    """Download."""
    limit = 5
    if len("abcd") < limit:
        filename = filename.strip()
    else:
        filename = "readme.txt"
    return FileResponse(os.path.join(DOWNLOADS, filename))
