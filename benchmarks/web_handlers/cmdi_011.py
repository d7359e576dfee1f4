import subprocess

from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["export_archive"])

EXPORT_ROOT = "/srv/exports"


@router.post("/export-archive")
async def export_archive(request: Request):
    """Export archive."""
    folder = (await request.json()).get("folder", "")
    choices = {"fallback": "reports", "requested": folder}
    folder = choices["requested"]
    args = ["tar", "-czf", "/tmp/export.tgz", "-C", EXPORT_ROOT, "--"]
    args.append(folder)
    done = subprocess.run(" ".join(args), shell=True, check=False)
    return {"ok": done.returncode == 0}
