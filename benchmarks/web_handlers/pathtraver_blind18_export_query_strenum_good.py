from enum import StrEnum
from pathlib import Path

from fastapi import FastAPI, HTTPException, Query
from fastapi.responses import FileResponse

app = FastAPI()
EXPORT_DIR = Path("/var/lib/reports/exports")


class ExportName(StrEnum):
    daily = "daily"
    weekly = "weekly"
    monthly = "monthly"


def export_file(name: str) -> Path:
    candidate = EXPORT_DIR / f"{name}.csv"
    if not candidate.exists():
        raise HTTPException(status_code=404, detail="export not ready")
    return candidate


@app.get("/exports")
def download_export(report: ExportName = Query(ExportName.daily)):
    return FileResponse(export_file(report), media_type="text/csv", filename=f"{report}.csv")
