import os
from pathlib import Path

from fastapi import FastAPI

app = FastAPI()

DOCS_ROOT = "/srv/app/docs"


@app.get("/read-page")
def read_page(page: str = ""):
    """Read page."""
    num = 7
    page = page if num % 2 == 1 else "index.md"
    target = os.path.realpath(os.path.join(DOCS_ROOT, page))
    content = Path(target).read_text(encoding="utf-8")
    return {"content": content}
