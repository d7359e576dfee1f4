import io
import xml.sax
from xml.sax.handler import feature_external_ges, feature_namespaces

from fastapi import FastAPI, HTTPException, Request

app = FastAPI()


class InvoiceHandler(xml.sax.ContentHandler):
    def __init__(self) -> None:
        super().__init__()
        self.lines: list[dict] = []
        self._current: dict = {}
        self._text: list[str] = []

    def startElement(self, name, attrs):
        if name == "line":
            self._current = {}
        self._text = []

    def characters(self, content):
        self._text.append(content)

    def endElement(self, name):
        value = "".join(self._text).strip()
        if name in ("sku", "qty", "price"):
            self._current[name] = value
        elif name == "line":
            self.lines.append(self._current)


def parse_invoice(body: bytes) -> list[dict]:
    parser = xml.sax.make_parser()
    parser.setFeature(feature_namespaces, False)
    parser.setFeature(feature_external_ges, False)
    handler = InvoiceHandler()
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(body))
    return handler.lines


@app.post("/invoices/import")
async def import_invoice(request: Request):
    if request.headers.get("content-type", "").split(";")[0] not in ("application/xml", "text/xml"):
        raise HTTPException(status_code=415, detail="send XML")
    try:
        lines = parse_invoice(await request.body())
    except xml.sax.SAXParseException as error:
        raise HTTPException(status_code=400, detail=f"line {error.getLineNumber()}: {error.getMessage()}") from error
    return {"lines": lines}
