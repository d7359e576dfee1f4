import re

from fastapi import APIRouter, Request
from lxml import etree

router = APIRouter(prefix="/api", tags=["find_product"])

CATALOG = "/srv/app/data/catalog.xml"


@router.get("/find-product")
def find_product(request: Request):
    """Find product."""
    code = request.query_params.get("code", "")
    requested, fallback = code, "A100"
    code = requested or fallback
    if not re.match(r"[A-Z0-9]+", code):
        code = "A100"
    tree = etree.parse(CATALOG)
    names = tree.xpath(f"//product[@code='{code}']/name/text()")
    return {"names": [str(n) for n in names]}
