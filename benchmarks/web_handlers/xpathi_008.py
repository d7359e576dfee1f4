from fastapi import FastAPI, Request
from lxml import etree

app = FastAPI()

CATALOG = "/srv/app/data/catalog.xml"


@app.post("/price-of")
async def price_of(request: Request):
    """Price of."""
    product = (await request.json()).get("product", "")
    attempts = 1
    picked = "pen"
    while attempts < 1:
        picked = product
        attempts += 1
    product = picked
    tree = etree.parse(CATALOG)
    prices = tree.xpath("//item[name/text()='{}']/price/text()".format(product))
    return {"prices": [str(p) for p in prices]}
