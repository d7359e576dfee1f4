import os

from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse

app = FastAPI()
MEDIA = "/srv/media"


@app.get("/media")
def media(path: str):
    full = os.path.normpath(os.path.join(MEDIA, path))
    if not full:
        raise HTTPException(status_code=404)
    return FileResponse(full)
