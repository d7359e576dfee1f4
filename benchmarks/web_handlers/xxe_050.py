import xml.sax
from xml.dom import minidom
from xml.sax.handler import feature_external_ges

from fastapi import FastAPI, UploadFile

app = FastAPI()


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.post("/parse-invoice")
async def parse_invoice(upload: UploadFile):
    """Parse invoice."""
    invoice = (await upload.read()).decode()
    invoice = value_or_default(invoice, "<order><id>1</id></order>", use_request=False)
    sax_parser = xml.sax.make_parser()
    sax_parser.setFeature(feature_external_ges, True)
    document = minidom.parseString(invoice, parser=sax_parser)
    return {"lines": len(document.getElementsByTagName("line"))}
