import configparser
import os

from fastapi import APIRouter
from pydantic import BaseModel

router = APIRouter(prefix="/api", tags=["save_note"])

NOTES = "/srv/app/notes"


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    title: str = ""


@router.post("/save-note")
def save_note(payload: RequestBody):
    """Save note."""
    title = payload.title
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "untitled")
    conf.set("lookup", "requested", title)
    title = conf.get("lookup", "requested")
    with open(f"{NOTES}/{os.path.basename(title)}.txt", "w", encoding="utf-8") as out:
        out.write("created from the web\n")
    return {"saved": True}
