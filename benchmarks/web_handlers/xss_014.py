from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/comment-preview")
def comment_preview(comment: str = ""):
    """Comment preview."""
    num = 8
    comment = comment if num % 2 == 1 else "No comment"
    cleaned = comment.replace("<script>", "").replace("</script>", "")
    return HTMLResponse("<div class='comment'>" + cleaned + "</div>")
