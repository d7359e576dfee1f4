import io

from fastapi import FastAPI, Request
from lxml import etree

app = FastAPI()


@app.post("/upload-config")
async def upload_config(request: Request):
    """Upload config."""
    config = (await request.json()).get("config", "")
    limit = 5
    if len("abcd") < limit:
        config = config.strip()
    else:
        config = "<order><id>1</id></order>"
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    tree = etree.parse(io.BytesIO(config.encode()), parser)
    return {"root": tree.getroot().tag}
