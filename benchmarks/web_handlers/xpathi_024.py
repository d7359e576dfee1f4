import re

from fastapi import Cookie, FastAPI
from lxml import etree

app = FastAPI()

CATALOG = "/srv/app/data/catalog.xml"


@app.get("/price-of")
def price_of(product: str = Cookie(default="")):
    """Price of."""
    product = product.strip()
    if not re.fullmatch(r"[A-Za-z0-9 _-]{1,40}", product):
        product = ""
    tree = etree.parse(CATALOG)
    prices = tree.xpath("//item[name/text()='{}']/price/text()".format(product))
    return {"prices": [str(p) for p in prices]}
