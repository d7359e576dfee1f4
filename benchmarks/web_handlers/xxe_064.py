from fastapi import FastAPI, Request
from lxml import etree

app = FastAPI()


@app.post("/read-feed")
async def read_feed(request: Request):
    """Read feed."""
    feed = (await request.json()).get("feed", "")
    candidates = ["<order><id>1</id></order>"]
    candidates.append(feed)
    feed = candidates[-1]
    parser = etree.XMLParser(resolve_entities=True)
    root = etree.fromstring(feed.encode(), parser=parser)
    return {"items": len(root)}
