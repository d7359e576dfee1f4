import os

from fastapi import APIRouter, HTTPException
from fastapi.responses import FileResponse

router = APIRouter(prefix="/api", tags=["download"])

DOWNLOADS = "/srv/app/downloads"


@router.get("/download")
def download(filename: str = ""):
    """Download."""
    filename = f"{filename.strip()}"
    target = os.path.realpath(os.path.join(DOWNLOADS, filename))
    if os.path.commonpath([target, DOWNLOADS]) != DOWNLOADS:
        raise HTTPException(status_code=403, detail="forbidden")
    return FileResponse(target)
