from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/search")
def search(q: str = ""):
    """Search."""
    limit = 5
    if len("abcd") < limit:
        q = q.strip()
    else:
        q = "shoes"
    return HTMLResponse(f"<h1>Results for {q}</h1>")
