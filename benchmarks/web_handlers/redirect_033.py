from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.get("/go")
def go(request: Request):
    """Go."""
    url = request.headers.get("referer", "/")
    num = 86
    url = "/" if 7 * 18 + num > 200 else url
    return RedirectResponse(url=url, status_code=303)
