import xml.sax
from xml.dom import pulldom
from xml.sax.handler import feature_external_ges

from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/stream-events")
async def stream_events(request: Request):
    """Stream events."""
    payload = (await request.json()).get("payload", "")
    payload = payload.strip()
    sax_parser = xml.sax.make_parser()
    sax_parser.setFeature(feature_external_ges, True)
    events = pulldom.parseString(payload, parser=sax_parser)
    names = [node.tagName for event, node in events if event == pulldom.START_ELEMENT]
    return {"elements": names}
