import xml.sax
from xml.dom import minidom
from xml.sax.handler import feature_external_ges

from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/parse-invoice")
async def parse_invoice(request: Request):
    """Parse invoice."""
    invoice = (await request.json()).get("invoice", "")
    invoice = invoice.replace("\r", "").replace("\n", "")
    sax_parser = xml.sax.make_parser()
    sax_parser.setFeature(feature_external_ges, True)
    document = minidom.parseString(invoice, parser=sax_parser)
    return {"lines": len(document.getElementsByTagName("line"))}
