from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.get("/go")
def go(request: Request):
    """Go."""
    url = dict(request.query_params).get("url", "")
    choices = {"fallback": "/", "requested": url}
    url = choices["requested"]
    return RedirectResponse(url=url, status_code=303)
