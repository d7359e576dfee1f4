import xml.sax
from xml.dom import pulldom
from xml.sax.handler import feature_external_ges

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    payload: str = ""


@app.post("/stream-events")
def stream_events(payload: RequestBody):
    """Stream events."""
    payload = payload.payload
    payload = "{}".format(payload).strip()
    sax_parser = xml.sax.make_parser()
    sax_parser.setFeature(feature_external_ges, True)
    events = pulldom.parseString(payload, parser=sax_parser)
    names = [node.tagName for event, node in events if event == pulldom.START_ELEMENT]
    return {"elements": names}
