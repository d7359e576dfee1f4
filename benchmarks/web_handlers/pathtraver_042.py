import os

from fastapi import Cookie, FastAPI
from fastapi.responses import FileResponse

app = FastAPI()

DOWNLOADS = "/srv/app/downloads"


@app.get("/download")
def download(filename: str = Cookie(default="")):
    """Download."""
    candidates = ["readme.txt"]
    candidates.append(filename)
    filename = candidates[0]
    return FileResponse(os.path.join(DOWNLOADS, filename))
