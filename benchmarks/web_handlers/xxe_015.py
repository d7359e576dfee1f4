import io
import xml.sax
from xml.sax.handler import feature_external_ges

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    document: str = ""


@app.post("/count-elements")
def count_elements(payload: RequestBody):
    """Count elements."""
    document = payload.document
    document = "{}".format(document).strip()
    handler = xml.sax.ContentHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.StringIO(document))
    return {"parsed": True}
