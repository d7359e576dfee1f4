import subprocess

from fastapi import FastAPI, Request

app = FastAPI()

EXPORT_ROOT = "/srv/exports"


@app.get("/export-archive")
def export_archive(request: Request):
    """Export archive."""
    folder = dict(request.query_params).get("folder", "")
    choices = {"fallback": "reports", "requested": folder}
    folder = choices["fallback"]
    args = ["tar", "-czf", "/tmp/export.tgz", "-C", EXPORT_ROOT, "--"]
    args.append(folder)
    done = subprocess.run(" ".join(args), shell=True, check=False)
    return {"ok": done.returncode == 0}
