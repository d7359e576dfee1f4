from fastapi import APIRouter, Request
from lxml import etree

router = APIRouter(prefix="/api", tags=["read_feed"])


@router.post("/read-feed")
async def read_feed(request: Request):
    """Read feed."""
    feed = (await request.json()).get("feed", "")
    feed = "{}".format(feed).strip()
    parser = etree.XMLParser(resolve_entities=True)
    root = etree.fromstring(feed.encode(), parser=parser)
    return {"items": len(root)}
