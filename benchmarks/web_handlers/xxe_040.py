from xml.dom import pulldom

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
    events = pulldom.parseString(payload)
    names = [node.tagName for event, node in events if event == pulldom.START_ELEMENT]
    return {"elements": names}
