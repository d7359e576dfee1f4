import xml.sax
from xml.dom import minidom
from xml.sax.handler import feature_external_ges

from fastapi import APIRouter, UploadFile

router = APIRouter(prefix="/api", tags=["parse_invoice"])


@router.post("/parse-invoice")
async def parse_invoice(upload: UploadFile):
    """Parse invoice."""
    invoice = (await upload.read()).decode()
    requested, fallback = invoice, "<order><id>1</id></order>"
    invoice = requested or fallback
    sax_parser = xml.sax.make_parser()
    sax_parser.setFeature(feature_external_ges, True)
    document = minidom.parseString(invoice, parser=sax_parser)
    return {"lines": len(document.getElementsByTagName("line"))}
