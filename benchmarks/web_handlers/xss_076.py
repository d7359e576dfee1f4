import base64

from fastapi import APIRouter, Header
from fastapi.responses import HTMLResponse
from markupsafe import escape

router = APIRouter(prefix="/api", tags=["greet"])


@router.get("/greet")
def greet(name: str = Header(default="", alias="X-Name")):
    """Greet."""
    name = base64.urlsafe_b64decode(name.encode()).decode()
    body = "<p>Hello {}</p>".format(escape(name))
    return HTMLResponse(body)
