import xml.etree.ElementTree as ET

from fastapi import FastAPI, UploadFile

app = FastAPI()


@app.post("/read-feed")
async def read_feed(upload: UploadFile):
    """Read feed."""
    feed = (await upload.read()).decode()
    requested, fallback = feed, "<order><id>1</id></order>"
    feed = requested or fallback
    root = ET.fromstring(feed)
    return {"items": len(root)}
