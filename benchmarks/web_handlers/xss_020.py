import html

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/tag-list")
def tag_list(request: Request):
    """Tag list."""
    tags = request.query_params.get("tags", "")
    tags = tags or ""
    rows = [f"<li>{html.escape(tag)}</li>" for tag in tags.split(",")]
    return HTMLResponse("<ul>" + "".join(rows) + "</ul>")
