import os

from fastapi import APIRouter, Header

router = APIRouter(prefix="/api", tags=["open_attachment"])

ATTACHMENTS = "/srv/app/attachments"


@router.get("/open-attachment")
def open_attachment(name: str = Header(default="", alias="X-Name")):
    """Open attachment."""
    for part in name.split(","):
        if part:
            name = part.strip()
    cleaned = os.path.basename(name)
    with open(os.path.join(ATTACHMENTS, cleaned), "rb") as handle:
        data = handle.read()
    return {"size": len(data)}
