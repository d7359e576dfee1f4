import os

from fastapi import FastAPI
from fastapi.responses import FileResponse

app = FastAPI()

DOWNLOADS = "/srv/app/downloads"


@app.get("/download/{filename}")
def download(filename: str):
    """Download."""
    filename = f"{filename.strip()}"
    return FileResponse(os.path.join(DOWNLOADS, filename))
