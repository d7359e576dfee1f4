from fastapi import APIRouter, UploadFile
from lxml import etree

router = APIRouter(prefix="/api", tags=["read_feed"])


@router.post("/read-feed")
async def read_feed(upload: UploadFile):
    """Read feed."""
    feed = (await upload.read()).decode()
    if not feed:
        feed = ""
    parser = etree.XMLParser(resolve_entities=True)
    root = etree.fromstring(feed.encode(), parser=parser)
    return {"items": len(root)}
