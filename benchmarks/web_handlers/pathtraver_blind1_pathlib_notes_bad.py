from pathlib import Path

from fastapi import FastAPI, HTTPException

app = FastAPI()
NOTES = Path("/srv/notes")


@app.get("/notes/{folder}/{title}")
def read_note(folder: str, title: str):
    target = NOTES / folder / (title + ".md")
    if not target.exists():
        raise HTTPException(status_code=404)
    return {"text": target.read_text()}
