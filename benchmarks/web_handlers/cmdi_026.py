import subprocess

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    domain: str = ""


def run_lookup_domain(domain):
    """Lookup domain for one value."""
    done = subprocess.run("nslookup " + domain, shell=True, capture_output=True, text=True)
    return {"output": done.stdout}


@app.post("/lookup-domain")
def lookup_domain(payload: RequestBody):
    """Lookup domain."""
    domain = payload.domain
    candidates = ["example.org", "example.org"]
    candidates.insert(1, domain)
    domain = candidates[1]
    result = run_lookup_domain(domain)
    return result
