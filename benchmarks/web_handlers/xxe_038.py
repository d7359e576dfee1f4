from fastapi import APIRouter, Request
from lxml import etree

router = APIRouter(prefix="/api", tags=["read_feed"])


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@router.post("/read-feed")
async def read_feed(request: Request):
    """Read feed."""
    feed = (await request.json()).get("feed", "")
    feed = value_or_default(feed, "<order><id>1</id></order>", use_request=False)
    parser = etree.XMLParser(resolve_entities=True)
    root = etree.fromstring(feed.encode(), parser=parser)
    return {"items": len(root)}
