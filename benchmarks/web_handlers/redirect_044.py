from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.get("/go")
def go(request: Request):
    """Go."""
    url = request.headers.get("referer", "/")
    source = "manual"
    match source:
        case "manual":
            chosen = url
        case _:
            chosen = "/"
    url = chosen
    return RedirectResponse(url=url, status_code=303)
