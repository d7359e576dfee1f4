import configparser
import io
import xml.sax
from xml.sax.handler import feature_external_ges

from fastapi import FastAPI, Form

app = FastAPI()


@app.post("/count-elements")
def count_elements(document: str = Form(default="")):
    """Count elements."""
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "<order><id>1</id></order>")
    conf.set("lookup", "requested", document)
    document = conf.get("lookup", "requested")
    handler = xml.sax.ContentHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, False)
    parser.setContentHandler(handler)
    parser.parse(io.StringIO(document))
    return {"parsed": True}
