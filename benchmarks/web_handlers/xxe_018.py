from fastapi import FastAPI, Form
from lxml import etree

app = FastAPI()


@app.post("/import-order")
def import_order(payload: str = Form(default="")):
    """Import order."""
    mode = "override"
    if mode == "override":
        chosen = payload
    else:
        chosen = "<order><id>1</id></order>"
    payload = chosen
    parser = etree.XMLParser(resolve_entities=True)
    doc = etree.fromstring(payload.encode(), parser)
    return {"id": doc.findtext("id")}
