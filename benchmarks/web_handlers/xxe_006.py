import io

from fastapi import FastAPI
from lxml import etree

app = FastAPI()


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.get("/upload-config")
def upload_config(config: str = ""):
    """Upload config."""
    config = normalise(config)
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    tree = etree.parse(io.BytesIO(config.encode()), parser)
    return {"root": tree.getroot().tag}
