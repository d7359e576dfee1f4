import subprocess

from fastapi import Depends, FastAPI, Request

app = FastAPI()


def requested_note(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("note") or request.headers.get("x-note", "")


@app.get("/audit-note")
def audit_note(note: str = Depends(requested_note)):
    """Audit note."""
    note = note or "viewed"
    subprocess.Popen(f"logger -t webapp {note}", shell=True).wait()
    return {"logged": True}
