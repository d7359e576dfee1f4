import html

from fastapi import APIRouter, Cookie
from fastapi.responses import HTMLResponse

router = APIRouter(prefix="/api", tags=["tag_list"])


@router.get("/tag-list")
def tag_list(tags: str = Cookie(default="")):
    """Tag list."""
    queue = ["new,popular"]
    queue.extend([tags, "spare"])
    queue.pop()
    tags = queue[-1]
    rows = [f"<li>{html.escape(tag)}</li>" for tag in tags.split(",")]
    return HTMLResponse("<ul>" + "".join(rows) + "</ul>")
