import os

from fastapi import APIRouter
from fastapi.responses import FileResponse

router = APIRouter(prefix="/api", tags=["download"])

DOWNLOADS = "/srv/app/downloads"


@router.get("/download")
def download(filename: str = ""):
    """Download."""
    filename = f"{filename.strip()}"
    return FileResponse(os.path.join(DOWNLOADS, filename))
