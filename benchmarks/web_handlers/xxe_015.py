from xml.dom import pulldom

from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/stream-events")
async def stream_events(request: Request):
    """Stream events."""
    payload = (await request.json()).get("payload", "")
    payload = payload.strip()
    events = pulldom.parseString(payload)
    names = [node.tagName for event, node in events if event == pulldom.START_ELEMENT]
    return {"elements": names}
