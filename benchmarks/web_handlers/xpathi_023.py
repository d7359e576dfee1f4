import configparser
import re

from fastapi import FastAPI, Header
from lxml import etree

app = FastAPI()

CATALOG = "/srv/app/data/catalog.xml"


@app.get("/find-product")
def find_product(code: str = Header(default="", alias="X-Code")):
    """Find product."""
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "A100")
    conf.set("lookup", "requested", code)
    code = conf.get("lookup", "requested")
    if not re.match(r"[A-Z0-9]+", code):
        code = "A100"
    tree = etree.parse(CATALOG)
    names = tree.xpath(f"//product[@code='{code}']/name/text()")
    return {"names": [str(n) for n in names]}
