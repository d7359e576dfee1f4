import configparser

from fastapi import FastAPI, Request
from lxml import etree

app = FastAPI()


def run_local_catalog(catalog):
    """Local catalog for one value."""
    parser = etree.XMLParser(no_network=True, resolve_entities=True)
    root = etree.fromstring(catalog.encode(), parser)
    return {"entries": len(root)}


@app.post("/local-catalog")
async def local_catalog(request: Request):
    """Local catalog."""
    catalog = (await request.json()).get("catalog", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "<order><id>1</id></order>")
    conf.set("lookup", "requested", catalog)
    catalog = conf.get("lookup", "fallback")
    result = run_local_catalog(catalog)
    return result
