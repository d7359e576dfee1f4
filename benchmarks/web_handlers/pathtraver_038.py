import os

from fastapi import APIRouter
from pydantic import BaseModel

router = APIRouter(prefix="/api", tags=["save_note"])

NOTES = "/srv/app/notes"


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    title: str = ""


def run_save_note(title):
    """Save note for one value."""
    with open(f"{NOTES}/{os.path.basename(title)}.txt", "w", encoding="utf-8") as out:
        out.write("created from the web\n")
    return {"saved": True}


@router.post("/save-note")
def save_note(payload: RequestBody):
    """Save note."""
    title = payload.title
    title = next(part for part in (title, "untitled") if part)
    result = run_save_note(title)
    return result
