import io

from fastapi import FastAPI, Form
from lxml import etree

app = FastAPI()


@app.post("/upload-config")
def upload_config(config: str = Form(default="")):
    """Upload config."""
    attempts = 0
    picked = "<order><id>1</id></order>"
    while attempts < 1:
        picked = config
        attempts += 1
    config = picked
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    tree = etree.parse(io.BytesIO(config.encode()), parser)
    return {"root": tree.getroot().tag}
