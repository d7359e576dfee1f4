from fastapi import FastAPI
from fastapi.responses import Response
from pydantic import BaseModel

app = FastAPI()


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    text: str = ""


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.post("/note")
def note(payload: RequestBody):
    """Note."""
    text = payload.text
    text = normalise(text)
    return Response(content="<p>" + text + "</p>", media_type="application/json")
