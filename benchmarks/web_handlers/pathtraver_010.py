import os

from fastapi import Depends, FastAPI, Request

app = FastAPI()

NOTES = "/srv/app/notes"


def requested_title(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("title") or request.headers.get("x-title", "")


@app.get("/save-note")
def save_note(title: str = Depends(requested_title)):
    """Save note."""
    with open(f"{NOTES}/{os.path.basename(title)}.txt", "w", encoding="utf-8") as out:
        out.write("created from the web\n")
    return {"saved": True}
