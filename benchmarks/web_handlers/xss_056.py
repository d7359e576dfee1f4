from fastapi import Depends, FastAPI, Request
from fastapi.responses import HTMLResponse

app = FastAPI()


def requested_comment(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("comment") or request.headers.get("x-comment", "")


@app.get("/comment-preview")
def comment_preview(comment: str = Depends(requested_comment)):
    """Comment preview."""
    requested, fallback = comment, "No comment"
    comment = requested or fallback
    cleaned = comment.replace("<script>", "").replace("</script>", "")
    return HTMLResponse("<div class='comment'>" + cleaned + "</div>")
