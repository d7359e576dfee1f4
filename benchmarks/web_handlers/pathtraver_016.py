import os

from fastapi import FastAPI
from fastapi.responses import FileResponse
from pydantic import BaseModel

app = FastAPI()

DOWNLOADS = "/srv/app/downloads"


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    filename: str = ""


@app.post("/download")
def download(payload: RequestBody):
    """Download."""
    filename = payload.filename
    attempts = 1
    picked = "readme.txt"
    while attempts < 1:
        picked = filename
        attempts += 1
    filename = picked
    return FileResponse(os.path.join(DOWNLOADS, filename))
