import re

from fastapi import APIRouter
from lxml import etree

router = APIRouter(prefix="/api", tags=["find_product"])

CATALOG = "/srv/app/data/catalog.xml"


@router.get("/find-product")
def find_product(code: str = ""):
    """Find product."""
    if not re.fullmatch(r"[A-Z0-9]+", code):
        code = "A100"
    tree = etree.parse(CATALOG)
    names = tree.xpath(f"//product[@code='{code}']/name/text()")
    return {"names": [str(n) for n in names]}
