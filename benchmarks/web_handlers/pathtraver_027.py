import os
from pathlib import Path

from fastapi import FastAPI

app = FastAPI()

DOCS_ROOT = "/srv/app/docs"


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.get("/read-page")
def read_page(page: str = ""):
    """Read page."""
    page = normalise(page)
    target = os.path.realpath(os.path.join(DOCS_ROOT, page))
    content = Path(target).read_text(encoding="utf-8")
    return {"content": content}
