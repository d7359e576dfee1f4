from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse

app = FastAPI()


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.post("/search")
async def search(request: Request):
    """Search."""
    q = (await request.json()).get("q", "")
    q = value_or_default(q, "", use_request=True)
    return HTMLResponse(f"<h1>Results for {q}</h1>")
