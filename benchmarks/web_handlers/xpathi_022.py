import configparser
import re

from fastapi import APIRouter, Request
from lxml import etree

router = APIRouter(prefix="/api", tags=["find_product"])

CATALOG = "/srv/app/data/catalog.xml"


def run_find_product(code):
    """Find product for one value."""
    if not re.match(r"[A-Z0-9]+", code):
        code = "A100"
    tree = etree.parse(CATALOG)
    names = tree.xpath(f"//product[@code='{code}']/name/text()")
    return {"names": [str(n) for n in names]}


@router.get("/find-product")
def find_product(request: Request):
    """Find product."""
    code = dict(request.query_params).get("code", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "A100")
    conf.set("lookup", "requested", code)
    code = conf.get("lookup", "fallback")
    result = run_find_product(code)
    return result
