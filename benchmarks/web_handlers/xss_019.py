from fastapi import Cookie, FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/search")
def search(q: str = Cookie(default="")):
    """Search."""
    attempts = 0
    picked = "shoes"
    while attempts < 1:
        picked = q
        attempts += 1
    q = picked
    return HTMLResponse(f"<h1>Results for {q}</h1>")
