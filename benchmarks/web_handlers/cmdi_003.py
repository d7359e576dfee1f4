import shlex
import subprocess

from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["audit_note"])


@router.get("/audit-note")
def audit_note(request: Request):
    """Audit note."""
    note = request.query_params.get("note", "")
    for part in note.split(","):
        if part:
            note = part.strip()
    subprocess.Popen(f"logger -t webapp {shlex.quote(note)}", shell=True).wait()
    return {"logged": True}
