from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/search")
def search(request: Request):
    """Search."""
    q = dict(request.query_params).get("q", "")
    limit = 5
    if len("abcd") < limit:
        q = q.strip()
    else:
        q = "shoes"
    return HTMLResponse(f"<h1>Results for {q}</h1>")
