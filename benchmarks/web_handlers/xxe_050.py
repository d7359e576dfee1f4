import xml.etree.ElementTree as ET

from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/read-feed")
async def read_feed(request: Request):
    """Read feed."""
    feed = (await request.json()).get("feed", "")
    candidates = ["<order><id>1</id></order>"]
    candidates.append(feed)
    feed = candidates[-1]
    root = ET.fromstring(feed)
    return {"items": len(root)}
