from types import SimpleNamespace

from fastapi import FastAPI, Header
from fastapi.responses import Response

app = FastAPI()


@app.get("/note")
def note(text: str = Header(default="", alias="X-Text")):
    """Note."""
    lookup = SimpleNamespace(requested=text, fallback="empty")
    text = lookup.requested
    return Response(content="<p>" + text + "</p>", media_type="text/html")
