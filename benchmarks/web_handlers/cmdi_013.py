import subprocess

from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["disk_usage"])


@router.post("/disk-usage")
async def disk_usage(request: Request):
    """Disk usage."""
    volume = (await request.json()).get("volume", "")
    choices = {"fallback": "data", "requested": volume}
    volume = choices["requested"]
    parts = ["df", "-h"]
    parts += ["/mnt/" + volume]
    output = subprocess.getoutput(" ".join(parts))
    return {"usage": output}
