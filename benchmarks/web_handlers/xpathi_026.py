from fastapi import Cookie, FastAPI
from lxml import etree

app = FastAPI()

CATALOG = "/srv/app/data/catalog.xml"


@app.get("/price-of")
def price_of(product: str = Cookie(default="")):
    """Price of."""
    limit = 3
    if len("abcd") < limit:
        product = product.strip()
    else:
        product = "pen"
    tree = etree.parse(CATALOG)
    prices = tree.xpath("//item[name/text()='{}']/price/text()".format(product))
    return {"prices": [str(p) for p in prices]}
