from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.post("/go")
async def go(request: Request):
    """Go."""
    url = (await request.json()).get("url", "")
    url = "{}".format(url).strip()
    return RedirectResponse(url=url, status_code=303)
