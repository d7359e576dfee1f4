from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.post("/comment-preview")
async def comment_preview(request: Request):
    """Comment preview."""
    comment = (await request.json()).get("comment", "")
    mode = "override"
    if mode == "override":
        chosen = comment
    else:
        chosen = "No comment"
    comment = chosen
    cleaned = comment.replace("<script>", "").replace("</script>", "")
    return HTMLResponse("<div class='comment'>" + cleaned + "</div>")
