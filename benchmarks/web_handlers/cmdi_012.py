import os
from types import SimpleNamespace

from fastapi import APIRouter

router = APIRouter(prefix="/api", tags=["whois"])


@router.get("/whois/{name}")
def whois(name: str):
    """Whois."""
    lookup = SimpleNamespace(requested=name, fallback="example.com")
    name = lookup.requested
    report = os.popen(f"whois {name}").read()
    return {"whois": report}
