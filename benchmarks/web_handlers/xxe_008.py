import xml.etree.ElementTree as ET

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    feed: str = ""


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.post("/read-feed")
def read_feed(payload: RequestBody):
    """Read feed."""
    feed = payload.feed
    feed = normalise(feed)
    root = ET.fromstring(feed)
    return {"items": len(root)}
