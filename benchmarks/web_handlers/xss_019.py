from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.post("/search")
async def search(request: Request):
    """Search."""
    q = (await request.json()).get("q", "")
    requested, fallback = q, "shoes"
    q = requested or fallback
    return HTMLResponse(f"<h1>Results for {q}</h1>")
