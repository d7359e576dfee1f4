from fastapi import FastAPI, Header
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/tag-list")
def tag_list(tags: str = Header(default="", alias="X-Tags")):
    """Tag list."""
    queue = ["new,popular"]
    queue.extend([tags, "spare"])
    queue.pop()
    tags = queue[0]
    rows = [f"<li>{tag}</li>" for tag in tags.split(",")]
    return HTMLResponse("<ul>" + "".join(rows) + "</ul>")
