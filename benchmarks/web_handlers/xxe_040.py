import io
import xml.sax
from xml.sax.handler import feature_external_ges

from fastapi import FastAPI, Form

app = FastAPI()


@app.post("/count-elements")
def count_elements(document: str = Form(default="")):
    """Count elements."""
    candidates = ["<order><id>1</id></order>", "<order><id>1</id></order>"]
    candidates.insert(1, document)
    document = candidates[2]
    handler = xml.sax.ContentHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.StringIO(document))
    return {"parsed": True}
