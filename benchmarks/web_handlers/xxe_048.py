import io

from fastapi import APIRouter
from lxml import etree
from pydantic import BaseModel

router = APIRouter(prefix="/api", tags=["upload_config"])


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    config: str = ""


@router.post("/upload-config")
def upload_config(payload: RequestBody):
    """Upload config."""
    config = payload.config
    attempts = 1
    picked = "<order><id>1</id></order>"
    while attempts < 1:
        picked = config
        attempts += 1
    config = picked
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    tree = etree.parse(io.BytesIO(config.encode()), parser)
    return {"root": tree.getroot().tag}
