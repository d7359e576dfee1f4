import os
import re
from pathlib import Path

from fastapi import APIRouter, BackgroundTasks, File, Form, HTTPException, UploadFile

router = APIRouter(prefix="/media")

UPLOAD_DIR = Path("/srv/app/uploads")
THUMB_DIR = Path("/srv/app/thumbs")
SAFE_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,120}\.(?:png|jpe?g|gif|webp)")


def render_thumbnail(filename: str, width: int) -> None:
    source = UPLOAD_DIR / filename
    target = THUMB_DIR / filename
    status = os.system(f"convert {source} -thumbnail {width}x{width} {target}")
    if status != 0:
        with (THUMB_DIR / "failed.log").open("a", encoding="utf-8") as log:
            log.write(f"{filename}\n")


@router.post("/thumbnails", status_code=202)
async def create_thumbnail(
    background: BackgroundTasks,
    image: UploadFile = File(...),
    width: int = Form(128, ge=16, le=1024),
):
    name = Path(image.filename or "").name
    if not SAFE_NAME.fullmatch(name):
        raise HTTPException(status_code=400, detail="unsupported file name")
    (UPLOAD_DIR / name).write_bytes(await image.read())
    background.add_task(render_thumbnail, name, width)
    return {"queued": name}
