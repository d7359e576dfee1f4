from fastapi import FastAPI
from lxml import etree

app = FastAPI()


@app.get("/import-order/{payload}")
def import_order(payload: str):
    """Import order."""
    num = 54
    payload = "<order><id>1</id></order>" if 7 * 18 + num > 200 else payload
    parser = etree.XMLParser(resolve_entities=True)
    doc = etree.fromstring(payload.encode(), parser)
    return {"id": doc.findtext("id")}
