from fastapi import FastAPI
from lxml import etree
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
    parser = etree.XMLParser(resolve_entities=True)
    root = etree.fromstring(feed.encode(), parser=parser)
    return {"items": len(root)}
