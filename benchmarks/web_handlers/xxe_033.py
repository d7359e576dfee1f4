import xml.sax
from xml.dom import minidom
from xml.sax.handler import feature_external_ges

from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["parse_invoice"])


@router.post("/parse-invoice")
async def parse_invoice(request: Request):
    """Parse invoice."""
    invoice = (await request.json()).get("invoice", "")
    source = "manual"
    match source:
        case "manual":
            chosen = invoice
        case _:
            chosen = "<order><id>1</id></order>"
    invoice = chosen
    sax_parser = xml.sax.make_parser()
    sax_parser.setFeature(feature_external_ges, True)
    document = minidom.parseString(invoice, parser=sax_parser)
    return {"lines": len(document.getElementsByTagName("line"))}
