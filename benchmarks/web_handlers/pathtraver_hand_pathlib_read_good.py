from pathlib import Path
from fastapi import FastAPI

app = FastAPI()
ROOT = Path("/srv/docs")

@app.get("/docs/{name}")
def read_doc(name: str):
    target = (ROOT / name).resolve()
    if not target.is_relative_to(ROOT):
        return {"error": "bad path"}
    return {"text": target.read_text()}
