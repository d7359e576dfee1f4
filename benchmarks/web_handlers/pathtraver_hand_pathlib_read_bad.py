from pathlib import Path
from fastapi import FastAPI

app = FastAPI()
ROOT = Path("/srv/docs")

@app.get("/docs/{name}")
def read_doc(name: str):
    return {"text": (ROOT / name).read_text()}
