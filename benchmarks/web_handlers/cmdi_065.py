import subprocess

from fastapi import APIRouter, Form

router = APIRouter(prefix="/api", tags=["export_archive"])

EXPORT_ROOT = "/srv/exports"


@router.post("/export-archive")
def export_archive(folder: str = Form(default="")):
    """Export archive."""
    folder = folder or "reports"
    args = ["tar", "-czf", "/tmp/export.tgz", "-C", EXPORT_ROOT, "--"]
    args.append(folder)
    done = subprocess.run(" ".join(args), shell=True, check=False)
    return {"ok": done.returncode == 0}
