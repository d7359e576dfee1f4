import base64
import os

from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import FileResponse

router = APIRouter(prefix="/api", tags=["download"])

DOWNLOADS = "/srv/app/downloads"


@router.get("/download")
def download(request: Request):
    """Download."""
    filename = request.query_params.get("filename", "")
    filename = base64.urlsafe_b64decode(filename.encode()).decode()
    target = os.path.realpath(os.path.join(DOWNLOADS, filename))
    if os.path.commonpath([target, DOWNLOADS]) != DOWNLOADS:
        raise HTTPException(status_code=403, detail="forbidden")
    return FileResponse(target)
