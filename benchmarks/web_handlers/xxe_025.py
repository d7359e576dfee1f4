from fastapi import Cookie, FastAPI
from lxml import etree

app = FastAPI()


@app.get("/import-order")
def import_order(payload: str = Cookie(default="")):
    """Import order."""
    cleaned = ""
    for ch in payload:
        if ch.isprintable():
            cleaned += ch
    payload = cleaned
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    doc = etree.fromstring(payload.encode(), parser)
    return {"id": doc.findtext("id")}
