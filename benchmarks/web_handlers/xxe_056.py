from fastapi import FastAPI, Form
from lxml import etree

app = FastAPI()


@app.post("/local-catalog")
def local_catalog(catalog: str = Form(default="")):
    """Local catalog."""
    candidates = ["<order><id>1</id></order>", "<order><id>1</id></order>"]
    candidates.insert(1, catalog)
    catalog = candidates[1]
    parser = etree.XMLParser(no_network=True, resolve_entities=True)
    root = etree.fromstring(catalog.encode(), parser)
    return {"entries": len(root)}
