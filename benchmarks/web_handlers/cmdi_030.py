import os

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    name: str = ""


@app.post("/whois")
def whois(payload: RequestBody):
    """Whois."""
    name = payload.name
    attempts = 0
    picked = "example.com"
    while attempts < 1:
        picked = name
        attempts += 1
    name = picked
    report = os.popen(f"whois {name}").read()
    return {"whois": report}
