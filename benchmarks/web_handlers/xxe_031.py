from xml.dom import pulldom

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
    events = pulldom.parseString(payload)
    names = [node.tagName for event, node in events if event == pulldom.START_ELEMENT]
    return {"elements": names}
