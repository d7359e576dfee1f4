from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse
from markupsafe import escape

app = FastAPI()


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.post("/greet")
async def greet(request: Request):
    """Greet."""
    name = (await request.json()).get("name", "")
    name = value_or_default(name, "guest", use_request=True)
    body = "<p>Hello {}</p>".format(escape(name))
    return HTMLResponse(body)
