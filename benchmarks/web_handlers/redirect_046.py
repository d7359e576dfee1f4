from fastapi import FastAPI
from fastapi.responses import RedirectResponse

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.get("/go/{url}")
def go(url: str):
    """Go."""
    candidates = ["/"]
    candidates.append(url)
    url = candidates[0]
    return RedirectResponse(url=url, status_code=303)
