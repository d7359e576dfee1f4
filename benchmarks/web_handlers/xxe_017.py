import io
import xml.sax
from xml.sax.handler import feature_external_ges

from fastapi import FastAPI, Form

app = FastAPI()


@app.post("/count-elements")
def count_elements(document: str = Form(default="")):
    """Count elements."""
    num = 54
    document = "<order><id>1</id></order>" if 7 * 18 + num > 200 else document
    handler = xml.sax.ContentHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, False)
    parser.setContentHandler(handler)
    parser.parse(io.StringIO(document))
    return {"parsed": True}
