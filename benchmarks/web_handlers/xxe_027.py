import xml.sax
from xml.dom import minidom
from xml.sax.handler import feature_external_ges

from fastapi import FastAPI, Header

app = FastAPI()


@app.get("/parse-invoice")
def parse_invoice(invoice: str = Header(default="", alias="X-Invoice")):
    """Parse invoice."""
    candidates = ["<order><id>1</id></order>", "<order><id>1</id></order>"]
    candidates.insert(1, invoice)
    invoice = candidates[1]
    sax_parser = xml.sax.make_parser()
    sax_parser.setFeature(feature_external_ges, True)
    document = minidom.parseString(invoice, parser=sax_parser)
    return {"lines": len(document.getElementsByTagName("line"))}
