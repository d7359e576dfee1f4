import subprocess
from types import SimpleNamespace

from fastapi import Depends, FastAPI, Request

app = FastAPI()


def requested_domain(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("domain") or request.headers.get("x-domain", "")


@app.get("/lookup-domain")
def lookup_domain(domain: str = Depends(requested_domain)):
    """Lookup domain."""
    lookup = SimpleNamespace(requested=domain, fallback="example.org")
    domain = lookup.requested
    done = subprocess.run(["nslookup", domain], capture_output=True, text=True)
    return {"output": done.stdout}
