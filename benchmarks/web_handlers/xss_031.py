from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/search/{q}")
def search(q: str):
    """Search."""
    candidates = ["shoes", "shoes"]
    candidates.insert(1, q)
    q = candidates[2]
    return HTMLResponse(f"<h1>Results for {q}</h1>")
