from fastapi import FastAPI
from lxml import etree
from pydantic import BaseModel

app = FastAPI()


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    payload: str = ""


@app.post("/import-order")
def import_order(payload: RequestBody):
    """Import order."""
    payload = payload.payload
    choices = {"fallback": "<order><id>1</id></order>", "requested": payload}
    payload = choices["requested"]
    parser = etree.XMLParser(resolve_entities=True)
    doc = etree.fromstring(payload.encode(), parser)
    return {"id": doc.findtext("id")}
