import configparser
import io

from fastapi import APIRouter, UploadFile
from lxml import etree

router = APIRouter(prefix="/api", tags=["upload_config"])


@router.post("/upload-config")
async def upload_config(upload: UploadFile):
    """Upload config."""
    config = (await upload.read()).decode()
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "<order><id>1</id></order>")
    conf.set("lookup", "requested", config)
    config = conf.get("lookup", "requested")
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    tree = etree.parse(io.BytesIO(config.encode()), parser)
    return {"root": tree.getroot().tag}
