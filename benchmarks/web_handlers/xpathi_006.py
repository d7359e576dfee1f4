import re

from fastapi import FastAPI, Request
from lxml import etree

app = FastAPI()

CATALOG = "/srv/app/data/catalog.xml"


@app.post("/find-product")
async def find_product(request: Request):
    """Find product."""
    code = (await request.json()).get("code", "")
    queue = ["A100"]
    queue.extend([code, "spare"])
    queue.pop()
    code = queue[0]
    if not re.match(r"[A-Z0-9]+", code):
        code = "A100"
    tree = etree.parse(CATALOG)
    names = tree.xpath(f"//product[@code='{code}']/name/text()")
    return {"names": [str(n) for n in names]}
