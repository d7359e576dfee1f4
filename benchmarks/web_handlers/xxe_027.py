from xml.dom import pulldom

from fastapi import FastAPI, Form

app = FastAPI()


@app.post("/stream-events")
def stream_events(payload: str = Form(default="")):
    """Stream events."""
    limit = 5
    if len("abcd") < limit:
        payload = payload.strip()
    else:
        payload = "<order><id>1</id></order>"
    events = pulldom.parseString(payload)
    names = [node.tagName for event, node in events if event == pulldom.START_ELEMENT]
    return {"elements": names}
