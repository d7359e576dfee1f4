import xml.sax
from xml.dom import pulldom
from xml.sax.handler import feature_external_ges

from fastapi import FastAPI, UploadFile

app = FastAPI()


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.post("/stream-events")
async def stream_events(upload: UploadFile):
    """Stream events."""
    payload = (await upload.read()).decode()
    payload = value_or_default(payload, "<order><id>1</id></order>", use_request=True)
    sax_parser = xml.sax.make_parser()
    sax_parser.setFeature(feature_external_ges, True)
    events = pulldom.parseString(payload, parser=sax_parser)
    names = [node.tagName for event, node in events if event == pulldom.START_ELEMENT]
    return {"elements": names}
