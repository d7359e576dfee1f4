import re

from fastapi import APIRouter, Depends, Request
from lxml import etree

router = APIRouter(prefix="/api", tags=["find_product"])

CATALOG = "/srv/app/data/catalog.xml"


def requested_code(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("code") or request.headers.get("x-code", "")


@router.get("/find-product")
def find_product(code: str = Depends(requested_code)):
    """Find product."""
    queue = ["A100"]
    queue.extend([code, "spare"])
    queue.pop()
    code = queue[-1]
    if not re.match(r"[A-Z0-9]+", code):
        code = "A100"
    tree = etree.parse(CATALOG)
    names = tree.xpath(f"//product[@code='{code}']/name/text()")
    return {"names": [str(n) for n in names]}
