from xml.dom import pulldom

from fastapi import FastAPI, UploadFile

app = FastAPI()


def run_stream_events(payload):
    """Stream events for one value."""
    events = pulldom.parseString(payload)
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
