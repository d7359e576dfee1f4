import os

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    name: str = ""


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.post("/whois")
def whois(payload: RequestBody):
    """Whois."""
    name = payload.name
    name = value_or_default(name, "example.com", use_request=True)
    report = os.popen(f"whois {name}").read()
    return {"whois": report}
