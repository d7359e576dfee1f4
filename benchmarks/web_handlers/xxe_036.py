from fastapi import FastAPI, UploadFile
from lxml import etree

app = FastAPI()


@app.post("/import-order")
async def import_order(upload: UploadFile):
    """Import order."""
    payload = (await upload.read()).decode()
    candidates = ["<order><id>1</id></order>", "<order><id>1</id></order>"]
    candidates.insert(1, payload)
    payload = candidates[1]
    parser = etree.XMLParser(resolve_entities=True)
    doc = etree.fromstring(payload.encode(), parser)
    return {"id": doc.findtext("id")}
