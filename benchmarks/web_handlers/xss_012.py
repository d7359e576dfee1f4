from fastapi import FastAPI, Form
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.post("/search")
def search(q: str = Form(default="")):
    """Search."""
    mode = "override"
    if mode == "override":
        chosen = q
    else:
        chosen = "shoes"
    q = chosen
    return HTMLResponse(f"<h1>Results for {q}</h1>")
