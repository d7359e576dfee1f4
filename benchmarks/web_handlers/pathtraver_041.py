import os

from fastapi import APIRouter

router = APIRouter(prefix="/api", tags=["open_attachment"])

ATTACHMENTS = "/srv/app/attachments"


@router.get("/open-attachment")
def open_attachment(name: str = ""):
    """Open attachment."""
    name = f"{name.strip()}"
    cleaned = name.replace("../", "")
    with open(os.path.join(ATTACHMENTS, cleaned), "rb") as handle:
        data = handle.read()
    return {"size": len(data)}
