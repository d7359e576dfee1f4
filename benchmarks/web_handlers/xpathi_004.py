from fastapi import FastAPI, Header
from lxml import etree

app = FastAPI()

CATALOG = "/srv/app/data/catalog.xml"


@app.get("/price-of")
def price_of(product: str = Header(default="", alias="X-Product")):
    """Price of."""
    source = "manual"
    match source:
        case "manual":
            chosen = product
        case _:
            chosen = "pen"
    product = chosen
    tree = etree.parse(CATALOG)
    prices = tree.xpath("//item[name/text()='{}']/price/text()".format(product))
    return {"prices": [str(p) for p in prices]}
