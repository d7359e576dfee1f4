import io

from fastapi import FastAPI, Form
from lxml import etree

app = FastAPI()


@app.post("/upload-config")
def upload_config(config: str = Form(default="")):
    """Upload config."""
    choices = {"fallback": "<order><id>1</id></order>", "requested": config}
    config = choices["requested"]
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    tree = etree.parse(io.BytesIO(config.encode()), parser)
    return {"root": tree.getroot().tag}
