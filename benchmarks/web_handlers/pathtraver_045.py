import os
from pathlib import Path

from fastapi import FastAPI, Request

app = FastAPI()

DOCS_ROOT = "/srv/app/docs"


@app.post("/read-page")
async def read_page(request: Request):
    """Read page."""
    page = (await request.json()).get("page", "")
    candidates = ["index.md"]
    candidates.append(page)
    page = candidates[-1]
    target = os.path.realpath(os.path.join(DOCS_ROOT, page))
    content = Path(target).read_text(encoding="utf-8")
    return {"content": content}
