import shutil

from fastapi import APIRouter

router = APIRouter(prefix="/api", tags=["copy_to_archive"])

LOGS = "/var/log/app"
ARCHIVE = "/srv/archive"


@router.get("/copy-to-archive")
def copy_to_archive(filename: str = ""):
    """Copy to archive."""
    candidates = ["latest.log"]
    candidates.append(filename)
    filename = candidates[0]
    shutil.copy(LOGS + "/" + filename, ARCHIVE)
    return {"archived": True}
