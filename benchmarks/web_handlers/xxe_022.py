from xml.dom import minidom

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
    document = minidom.parseString(invoice)
    return {"lines": len(document.getElementsByTagName("line"))}
