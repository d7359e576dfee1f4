from fastapi import FastAPI, UploadFile
from lxml import etree

app = FastAPI()


@app.post("/import-order")
async def import_order(upload: UploadFile):
    """Import order."""
    payload = (await upload.read()).decode()
    payload = payload.strip()
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    doc = etree.fromstring(payload.encode(), parser)
    return {"id": doc.findtext("id")}
