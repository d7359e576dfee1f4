from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    message: str = ""


@app.post("/echo-json")
def echo_json(payload: RequestBody):
    """Echo json."""
    message = payload.message
    return f"<p>{message}</p>"
