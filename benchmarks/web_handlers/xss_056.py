from fastapi import Cookie, FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/search")
def search(q: str = Cookie(default="")):
    """Search."""
    num = 54
    q = "shoes" if 7 * 18 + num > 200 else q
    return HTMLResponse(f"<h1>Results for {q}</h1>")
