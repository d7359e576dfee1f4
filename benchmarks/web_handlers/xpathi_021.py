import re

from fastapi import FastAPI, Request
from lxml import etree

app = FastAPI()

CATALOG = "/srv/app/data/catalog.xml"


@app.get("/find-product")
def find_product(request: Request):
    """Find product."""
    code = dict(request.query_params).get("code", "")
    choices = {"fallback": "A100", "requested": code}
    code = choices["requested"]
    if not re.match(r"[A-Z0-9]+", code):
        code = "A100"
    tree = etree.parse(CATALOG)
    names = tree.xpath(f"//product[@code='{code}']/name/text()")
    return {"names": [str(n) for n in names]}
