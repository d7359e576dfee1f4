from fastapi import APIRouter, Cookie
from fastapi.responses import HTMLResponse

router = APIRouter(prefix="/api", tags=["comment_preview"])


@router.get("/comment-preview")
def comment_preview(comment: str = Cookie(default="")):
    """Comment preview."""
    limit = 3
    if len("abcd") < limit:
        comment = comment.strip()
    else:
        comment = "No comment"
    cleaned = comment.replace("<script>", "").replace("</script>", "")
    return HTMLResponse("<div class='comment'>" + cleaned + "</div>")
