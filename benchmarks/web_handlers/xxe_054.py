import xml.etree.ElementTree as ET

from fastapi import APIRouter, UploadFile

router = APIRouter(prefix="/api", tags=["read_feed"])


@router.post("/read-feed")
async def read_feed(upload: UploadFile):
    """Read feed."""
    feed = (await upload.read()).decode()
    if not feed:
        feed = ""
    root = ET.fromstring(feed)
    return {"items": len(root)}
