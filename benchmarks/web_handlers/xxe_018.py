from fastapi import APIRouter, Request
from lxml import etree

router = APIRouter(prefix="/api", tags=["local_catalog"])


@router.post("/local-catalog")
async def local_catalog(request: Request):
    """Local catalog."""
    catalog = (await request.json()).get("catalog", "")
    if not catalog:
        catalog = ""
    parser = etree.XMLParser(no_network=True, resolve_entities=False)
    root = etree.fromstring(catalog.encode(), parser)
    return {"entries": len(root)}
