from fastapi import APIRouter, Cookie
from fastapi.responses import Response

router = APIRouter(prefix="/api", tags=["note"])


@router.get("/note")
def note(text: str = Cookie(default="")):
    """Note."""
    text = "{}".format(text).strip()
    return Response(content="<p>" + text + "</p>", media_type="text/html")
