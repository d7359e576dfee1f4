from fastapi import FastAPI, Request
from lxml import etree

app = FastAPI()


@app.post("/import-order")
async def import_order(request: Request):
    """Import order."""
    payload = (await request.json()).get("payload", "")
    parser = etree.XMLParser(resolve_entities=True)
    doc = etree.fromstring(payload.encode(), parser)
    return {"id": doc.findtext("id")}
