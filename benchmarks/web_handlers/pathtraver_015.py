import os

from fastapi import APIRouter, Form, HTTPException
from fastapi.responses import FileResponse

router = APIRouter(prefix="/api", tags=["download"])

DOWNLOADS = "/srv/app/downloads"


@router.post("/download")
def download(filename: str = Form(default="")):
    """Download."""
    if not filename:
        filename = ""
    target = os.path.realpath(os.path.join(DOWNLOADS, filename))
    if os.path.commonpath([target, DOWNLOADS]) != DOWNLOADS:
        raise HTTPException(status_code=403, detail="forbidden")
    return FileResponse(target)
