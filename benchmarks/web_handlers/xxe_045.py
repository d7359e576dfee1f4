from fastapi import FastAPI, Form
from lxml import etree

app = FastAPI()


@app.post("/read-feed")
def read_feed(feed: str = Form(default="")):
    """Read feed."""
    mode = "override"
    if mode == "override":
        chosen = feed
    else:
        chosen = "<order><id>1</id></order>"
    feed = chosen
    parser = etree.XMLParser(resolve_entities=True)
    root = etree.fromstring(feed.encode(), parser=parser)
    return {"items": len(root)}
