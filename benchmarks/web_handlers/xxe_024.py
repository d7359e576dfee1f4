from fastapi import FastAPI, UploadFile
from lxml import etree

app = FastAPI()


@app.post("/read-feed")
async def read_feed(upload: UploadFile):
    """Read feed."""
    feed = (await upload.read()).decode()
    candidates = ["<order><id>1</id></order>", "<order><id>1</id></order>"]
    candidates.insert(1, feed)
    feed = candidates[1]
    parser = etree.XMLParser(resolve_entities=True)
    root = etree.fromstring(feed.encode(), parser=parser)
    return {"items": len(root)}
