from fastapi import FastAPI, Form
from lxml import etree

app = FastAPI()


@app.post("/read-feed")
def read_feed(feed: str = Form(default="")):
    """Read feed."""
    parser = etree.XMLParser(resolve_entities=True)
    root = etree.fromstring(feed.encode(), parser=parser)
    return {"items": len(root)}
