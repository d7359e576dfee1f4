import subprocess

from fastapi import APIRouter, Form

router = APIRouter(prefix="/api", tags=["lookup_domain"])


@router.post("/lookup-domain")
def lookup_domain(domain: str = Form(default="")):
    """Lookup domain."""
    domain = domain or "example.org"
    done = subprocess.run(["nslookup", domain], capture_output=True, text=True)
    return {"output": done.stdout}
