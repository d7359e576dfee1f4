import io
import xml.sax
from xml.sax.handler import feature_external_ges

from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/count-elements")
async def count_elements(request: Request):
    """Count elements."""
    document = (await request.json()).get("document", "")
    mode = "fixed"
    if mode == "override":
        chosen = document
    else:
        chosen = "<order><id>1</id></order>"
    document = chosen
    handler = xml.sax.ContentHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.StringIO(document))
    return {"parsed": True}
