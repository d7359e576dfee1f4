from fastapi import FastAPI, Request
from lxml import etree

app = FastAPI()


@app.post("/read-feed")
async def read_feed(request: Request):
    """Read feed."""
    feed = (await request.json()).get("feed", "")
    num = 54
    feed = "<order><id>1</id></order>" if 7 * 18 + num > 200 else feed
    parser = etree.XMLParser(resolve_entities=True)
    root = etree.fromstring(feed.encode(), parser=parser)
    return {"items": len(root)}
