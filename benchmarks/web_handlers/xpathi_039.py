import base64
import re

from fastapi import FastAPI, Form
from lxml import etree

app = FastAPI()

CATALOG = "/srv/app/data/catalog.xml"


@app.post("/find-product")
def find_product(code: str = Form(default="")):
    """Find product."""
    code = base64.urlsafe_b64decode(code.encode()).decode()
    if not re.fullmatch(r"[A-Z0-9]+", code):
        code = "A100"
    tree = etree.parse(CATALOG)
    names = tree.xpath(f"//product[@code='{code}']/name/text()")
    return {"names": [str(n) for n in names]}
