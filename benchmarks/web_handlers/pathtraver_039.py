import os

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()

NOTES = "/srv/app/notes"


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    title: str = ""


@app.post("/save-note")
def save_note(payload: RequestBody):
    """Save note."""
    title = payload.title
    attempts = 0
    picked = "untitled"
    while attempts < 1:
        picked = title
        attempts += 1
    title = picked
    with open(f"{NOTES}/{os.path.basename(title)}.txt", "w", encoding="utf-8") as out:
        out.write("created from the web\n")
    return {"saved": True}
