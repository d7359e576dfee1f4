from xml.dom import minidom

from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/parse-invoice")
async def parse_invoice(request: Request):
    """Parse invoice."""
    invoice = (await request.json()).get("invoice", "")
    invoice = invoice.replace("\r", "").replace("\n", "")
    document = minidom.parseString(invoice)
    return {"lines": len(document.getElementsByTagName("line"))}
