import html

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse

router = APIRouter(prefix="/api", tags=["search"])


@router.get("/search")
def search(request: Request):
    """Search."""
    q = request.query_params.get("q", "")
    candidates = ["shoes"]
    candidates.append(q)
    q = candidates[-1]
    return HTMLResponse(f"<h1>Results for {html.escape(q)}</h1>")
