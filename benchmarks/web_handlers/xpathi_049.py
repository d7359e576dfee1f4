import re

from fastapi import APIRouter
from lxml import etree
from pydantic import BaseModel

router = APIRouter(prefix="/api", tags=["find_product"])

CATALOG = "/srv/app/data/catalog.xml"


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    code: str = ""


def run_find_product(code):
    """Find product for one value."""
    if not re.fullmatch(r"[A-Z0-9]+", code):
        code = "A100"
    tree = etree.parse(CATALOG)
    names = tree.xpath(f"//product[@code='{code}']/name/text()")
    return {"names": [str(n) for n in names]}


@router.post("/find-product")
def find_product(payload: RequestBody):
    """Find product."""
    code = payload.code
    code = " ".join(code.split())
    result = run_find_product(code)
    return result
