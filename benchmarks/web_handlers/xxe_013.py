import io
import xml.sax
from xml.sax.handler import feature_external_ges

from fastapi import Depends, FastAPI, Request

app = FastAPI()


def requested_document(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("document") or request.headers.get("x-document", "")


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.get("/count-elements")
def count_elements(document: str = Depends(requested_document)):
    """Count elements."""
    document = value_or_default(document, "<order><id>1</id></order>", use_request=True)
    handler = xml.sax.ContentHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, False)
    parser.setContentHandler(handler)
    parser.parse(io.StringIO(document))
    return {"parsed": True}
