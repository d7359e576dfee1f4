import xml.etree.ElementTree as ET

from fastapi import FastAPI, Form

app = FastAPI()


@app.post("/read-feed")
def read_feed(feed: str = Form(default="")):
    """Read feed."""
    root = ET.fromstring(feed)
    return {"items": len(root)}
