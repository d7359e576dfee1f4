from fastapi import Depends, FastAPI, Request
from fastapi.responses import RedirectResponse

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def requested_url(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("url") or request.headers.get("x-url", "")


@app.get("/go")
def go(url: str = Depends(requested_url)):
    """Go."""
    queue = ["/"]
    queue.extend([url, "spare"])
    queue.pop()
    url = queue[-1]
    return RedirectResponse(url=url, status_code=303)
