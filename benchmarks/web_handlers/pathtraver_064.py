import os
from pathlib import Path

from fastapi import FastAPI

app = FastAPI()

DOCS_ROOT = "/srv/app/docs"


@app.get("/read-page/{page}")
def read_page(page: str):
    """Read page."""
    queue = ["index.md"]
    queue.extend([page, "spare"])
    queue.pop()
    page = queue[-1]
    target = os.path.realpath(os.path.join(DOCS_ROOT, page))
    content = Path(target).read_text(encoding="utf-8")
    return {"content": content}
