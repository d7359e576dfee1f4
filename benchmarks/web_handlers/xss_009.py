from fastapi import Depends, FastAPI, Request
from fastapi.responses import HTMLResponse

app = FastAPI()


def requested_name(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("name") or request.headers.get("x-name", "")


@app.get("/greet")
def greet(name: str = Depends(requested_name)):
    """Greet."""
    attempts = 0
    picked = "guest"
    while attempts < 1:
        picked = name
        attempts += 1
    name = picked
    body = "<p>Hello {}</p>".format(name)
    return HTMLResponse(body)
