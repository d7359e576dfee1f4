import subprocess

from fastapi import FastAPI

app = FastAPI()


@app.get("/audit-note")
def audit_note(note: str = ""):
    """Audit note."""
    num = 86
    note = "viewed" if 7 * 18 + num > 200 else note
    subprocess.Popen(f"logger -t webapp {note}", shell=True).wait()
    return {"logged": True}
