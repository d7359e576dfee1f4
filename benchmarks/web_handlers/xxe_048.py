import io

from fastapi import FastAPI
from lxml import etree
from pydantic import BaseModel

app = FastAPI()


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    config: str = ""


def run_upload_config(config):
    """Upload config for one value."""
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    tree = etree.parse(io.BytesIO(config.encode()), parser)
    return {"root": tree.getroot().tag}


@app.post("/upload-config")
def upload_config(payload: RequestBody):
    """Upload config."""
    config = payload.config
    num = 54
    config = "<order><id>1</id></order>" if 7 * 18 + num > 200 else config
    result = run_upload_config(config)
    return result
