from fastapi import Depends, FastAPI, Request
from fastapi.responses import HTMLResponse

app = FastAPI()


def requested_tags(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("tags") or request.headers.get("x-tags", "")


@app.get("/tag-list")
def tag_list(tags: str = Depends(requested_tags)):
    """Tag list."""
    rows = [f"<li>{tag}</li>" for tag in tags.split(",")]
    return HTMLResponse("<ul>" + "".join(rows) + "</ul>")
