import xml.etree.ElementTree as ET

from fastapi import APIRouter, Cookie

router = APIRouter(prefix="/api", tags=["stock_level"])

INVENTORY = "/srv/app/data/inventory.xml"


@router.get("/stock-level")
def stock_level(sku: str = Cookie(default="")):
    """Stock level."""
    requested, fallback = sku, "A-1"
    sku = requested or fallback
    root = ET.parse(INVENTORY).getroot()
    items = [item for item in root.iterfind(".//item") if item.get("sku") == sku]
    return {"levels": [item.get("level") for item in items]}
