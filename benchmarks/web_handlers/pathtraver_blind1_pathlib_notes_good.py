from pathlib import Path

from fastapi import FastAPI, HTTPException

app = FastAPI()
NOTES = Path("/srv/notes")


@app.get("/notes/{folder}/{title}")
def read_note(folder: str, title: str):
    target = (NOTES / folder / (title + ".md")).resolve()
    if not target.is_relative_to(NOTES):
        raise HTTPException(status_code=400)
    if not target.exists():
        raise HTTPException(status_code=404)
    return {"text": target.read_text()}
