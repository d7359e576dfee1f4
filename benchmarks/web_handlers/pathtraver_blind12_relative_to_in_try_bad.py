from pathlib import Path

from fastapi import FastAPI, HTTPException

app = FastAPI()
BASE = Path("/srv/notes").resolve()


@app.get("/notes")
def note(name: str):
    path = (BASE / name).resolve()
    try:
        path.stat()
    except ValueError:
        raise HTTPException(status_code=404)
    return {"text": path.read_text()}
