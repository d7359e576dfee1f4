import base64
import os

from fastapi import APIRouter, Request
from fastapi.responses import FileResponse

router = APIRouter(prefix="/api", tags=["download"])

DOWNLOADS = "/srv/app/downloads"


@router.get("/download")
def download(request: Request):
    """Download."""
    filename = request.query_params.get("filename", "")
    filename = base64.urlsafe_b64decode(filename.encode()).decode()
    return FileResponse(os.path.join(DOWNLOADS, filename))
