from fastapi import FastAPI, Header
from fastapi.responses import Response

app = FastAPI()


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.get("/note")
def note(text: str = Header(default="", alias="X-Text")):
    """Note."""
    text = value_or_default(text, "empty", use_request=True)
    return Response(content="<p>" + text + "</p>", media_type="application/json")
