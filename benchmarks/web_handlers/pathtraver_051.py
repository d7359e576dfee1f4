import os
from pathlib import Path

from fastapi import FastAPI, Header

app = FastAPI()

DOCS_ROOT = "/srv/app/docs"


@app.get("/read-page")
def read_page(page: str = Header(default="", alias="X-Page")):
    """Read page."""
    page = f"{page.strip()}"
    target = os.path.realpath(os.path.join(DOCS_ROOT, page))
    content = Path(target).read_text(encoding="utf-8")
    return {"content": content}
