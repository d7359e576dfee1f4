import xml.etree.ElementTree as ET

from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["read_feed"])


@router.post("/read-feed")
async def read_feed(request: Request):
    """Read feed."""
    feed = (await request.json()).get("feed", "")
    feed = "{}".format(feed).strip()
    root = ET.fromstring(feed)
    return {"items": len(root)}
