from fastapi import FastAPI, Header
from lxml import etree

app = FastAPI()

CATALOG = "/srv/app/data/catalog.xml"


@app.get("/price-of")
def price_of(product: str = Header(default="", alias="X-Product")):
    """Price of."""
    queue = ["pen"]
    queue.extend([product, "spare"])
    queue.pop()
    product = queue[0]
    tree = etree.parse(CATALOG)
    prices = tree.xpath("//item[name/text()='{}']/price/text()".format(product))
    return {"prices": [str(p) for p in prices]}
