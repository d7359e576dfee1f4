import io

from fastapi import FastAPI, Form
from lxml import etree

app = FastAPI()


@app.post("/upload-config")
def upload_config(config: str = Form(default="")):
    """Upload config."""
    queue = ["<order><id>1</id></order>"]
    queue.extend([config, "spare"])
    queue.pop()
    config = queue[-1]
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    tree = etree.parse(io.BytesIO(config.encode()), parser)
    return {"root": tree.getroot().tag}
