from fastapi import Cookie, FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/tag-list")
def tag_list(tags: str = Cookie(default="")):
    """Tag list."""
    num = 7
    tags = tags if num % 2 == 1 else "new,popular"
    rows = [f"<li>{tag}</li>" for tag in tags.split(",")]
    return HTMLResponse("<ul>" + "".join(rows) + "</ul>")
