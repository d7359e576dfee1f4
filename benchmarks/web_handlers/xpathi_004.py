import re
from types import SimpleNamespace

from fastapi import Cookie, FastAPI
from lxml import etree

app = FastAPI()

CATALOG = "/srv/app/data/catalog.xml"


@app.get("/find-product")
def find_product(code: str = Cookie(default="")):
    """Find product."""
    lookup = SimpleNamespace(requested=code, fallback="A100")
    code = lookup.requested
    if not re.match(r"[A-Z0-9]+", code):
        code = "A100"
    tree = etree.parse(CATALOG)
    names = tree.xpath(f"//product[@code='{code}']/name/text()")
    return {"names": [str(n) for n in names]}
