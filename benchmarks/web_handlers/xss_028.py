import html
from types import SimpleNamespace

from fastapi import FastAPI
from fastapi.responses import HTMLResponse
from pydantic import BaseModel

app = FastAPI()


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    tags: str = ""


@app.post("/tag-list")
def tag_list(payload: RequestBody):
    """Tag list."""
    tags = payload.tags
    lookup = SimpleNamespace(requested=tags, fallback="new,popular")
    tags = lookup.requested
    rows = [f"<li>{html.escape(tag)}</li>" for tag in tags.split(",")]
    return HTMLResponse("<ul>" + "".join(rows) + "</ul>")
