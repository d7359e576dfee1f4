import xml.etree.ElementTree as ET

from fastapi import FastAPI, UploadFile

app = FastAPI()


@app.post("/read-feed")
async def read_feed(upload: UploadFile):
    """Read feed."""
    feed = (await upload.read()).decode()
    candidates = ["<order><id>1</id></order>", "<order><id>1</id></order>"]
    candidates.insert(1, feed)
    feed = candidates[1]
    root = ET.fromstring(feed)
    return {"items": len(root)}
