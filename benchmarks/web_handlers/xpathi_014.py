import re

from fastapi import APIRouter, Cookie
from lxml import etree

router = APIRouter(prefix="/api", tags=["price_of"])

CATALOG = "/srv/app/data/catalog.xml"


@router.get("/price-of")
def price_of(product: str = Cookie(default="")):
    """Price of."""
    requested, fallback = product, "pen"
    product = requested or fallback
    if not re.fullmatch(r"[A-Za-z0-9 _-]{1,40}", product):
        product = ""
    tree = etree.parse(CATALOG)
    prices = tree.xpath("//item[name/text()='{}']/price/text()".format(product))
    return {"prices": [str(p) for p in prices]}
