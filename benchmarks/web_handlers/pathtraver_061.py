import os

from fastapi import APIRouter, Form
from fastapi.responses import FileResponse

router = APIRouter(prefix="/api", tags=["download"])

DOWNLOADS = "/srv/app/downloads"


@router.post("/download")
def download(filename: str = Form(default="")):
    """Download."""
    if not filename:
        filename = ""
    return FileResponse(os.path.join(DOWNLOADS, filename))
