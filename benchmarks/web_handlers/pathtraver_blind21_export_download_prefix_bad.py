from pathlib import Path

from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse

EXPORTS = Path("/srv/app/exports")
app = FastAPI()


@app.get("/exports/{name:path}")
def download(name: str):
    target = EXPORTS / name
    if not str(target).startswith(str(EXPORTS)) or not target.is_file():
        raise HTTPException(status_code=404)
    return FileResponse(target, filename=target.name)
