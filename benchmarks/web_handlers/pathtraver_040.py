import os
from pathlib import Path

from fastapi import FastAPI, Request

app = FastAPI()

DOCS_ROOT = "/srv/app/docs"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.post("/read-page")
async def read_page(request: Request):
    """Read page."""
    page = (await request.json()).get("page", "")
    page = value_or_default(page, "index.md", use_request=False)
    target = os.path.realpath(os.path.join(DOCS_ROOT, page))
    content = Path(target).read_text(encoding="utf-8")
    return {"content": content}
