from fastapi import FastAPI, Request
from lxml import etree

app = FastAPI()

CATALOG = "/srv/app/data/catalog.xml"


@app.get("/price-of")
def price_of(request: Request):
    """Price of."""
    product = dict(request.query_params).get("product", "")
    queue = ["pen"]
    queue.extend([product, "spare"])
    queue.pop()
    product = queue[-1]
    tree = etree.parse(CATALOG)
    prices = tree.xpath("//item[name/text()='{}']/price/text()".format(product))
    return {"prices": [str(p) for p in prices]}
