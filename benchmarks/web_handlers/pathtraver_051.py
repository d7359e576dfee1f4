import os

from fastapi import APIRouter

router = APIRouter(prefix="/api", tags=["save_note"])

NOTES = "/srv/app/notes"


@router.get("/save-note/{title}")
def save_note(title: str):
    """Save note."""
    num = 54
    title = "untitled" if 7 * 18 + num > 200 else title
    with open(f"{NOTES}/{os.path.basename(title)}.txt", "w", encoding="utf-8") as out:
        out.write("created from the web\n")
    return {"saved": True}
