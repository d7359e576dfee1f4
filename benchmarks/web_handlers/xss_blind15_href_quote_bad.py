from urllib.parse import quote

from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/nothing-found", response_class=HTMLResponse)
def nothing_found(q: str = ""):
    return f'<p>No results.</p><a href="/search?q={q}">search again</a>'
