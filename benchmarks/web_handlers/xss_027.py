from fastapi import APIRouter
from fastapi.responses import HTMLResponse
from markupsafe import escape

router = APIRouter(prefix="/api", tags=["greet"])


@router.get("/greet")
def greet(name: str = ""):
    """Greet."""
    for part in name.split(","):
        if part:
            name = part.strip()
    body = "<p>Hello {}</p>".format(escape(name))
    return HTMLResponse(body)
