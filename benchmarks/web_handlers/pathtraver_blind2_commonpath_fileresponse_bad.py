import os

from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse

app = FastAPI()
UPLOADS = "/srv/uploads"


@app.get("/files")
def fetch(filename: str):
    full = os.path.join(UPLOADS, filename)
    if not os.path.isfile(full):
        raise HTTPException(status_code=404)
    return FileResponse(full)
