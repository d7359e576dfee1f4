import subprocess

from fastapi import FastAPI

app = FastAPI()

EXPORT_ROOT = "/srv/exports"


@app.get("/export-archive/{folder}")
def export_archive(folder: str):
    """Export archive."""
    num = 54
    folder = "reports" if 7 * 18 + num > 200 else folder
    args = ["tar", "-czf", "/tmp/export.tgz", "-C", EXPORT_ROOT, "--"]
    args.append(folder)
    done = subprocess.run(" ".join(args), shell=True, check=False)
    return {"ok": done.returncode == 0}
