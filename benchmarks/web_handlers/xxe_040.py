from xml.dom import minidom

from fastapi import FastAPI, Header

app = FastAPI()


@app.get("/parse-invoice")
def parse_invoice(invoice: str = Header(default="", alias="X-Invoice")):
    """Parse invoice."""
    candidates = ["<order><id>1</id></order>", "<order><id>1</id></order>"]
    candidates.insert(1, invoice)
    invoice = candidates[1]
    document = minidom.parseString(invoice)
    return {"lines": len(document.getElementsByTagName("line"))}
