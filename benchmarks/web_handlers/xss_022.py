from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/tag-list")
def tag_list(tags: str = ""):
    """Tag list."""
    tags = tags.replace("\r", "").replace("\n", "")
    rows = [f"<li>{tag}</li>" for tag in tags.split(",")]
    return HTMLResponse("<ul>" + "".join(rows) + "</ul>")
