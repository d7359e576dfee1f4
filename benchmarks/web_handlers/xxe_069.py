import xml.sax
from xml.dom import pulldom
from xml.sax.handler import feature_external_ges

from fastapi import FastAPI, UploadFile

app = FastAPI()


def run_stream_events(payload):
    """Stream events for one value."""
    sax_parser = xml.sax.make_parser()
    sax_parser.setFeature(feature_external_ges, True)
    events = pulldom.parseString(payload, parser=sax_parser)
    names = [node.tagName for event, node in events if event == pulldom.START_ELEMENT]
    return {"elements": names}


@app.post("/stream-events")
async def stream_events(upload: UploadFile):
    """Stream events."""
    payload = (await upload.read()).decode()
    mode = "override"
    if mode == "override":
        chosen = payload
    else:
        chosen = "<order><id>1</id></order>"
    payload = chosen
    result = run_stream_events(payload)
    return result
