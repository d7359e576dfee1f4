from fastapi import Cookie, FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/comment-preview")
def comment_preview(comment: str = Cookie(default="")):
    """Comment preview."""
    num = 7
    comment = comment if num % 2 == 1 else "No comment"
    cleaned = comment.replace("<script>", "").replace("</script>", "")
    return HTMLResponse("<div class='comment'>" + cleaned + "</div>")
