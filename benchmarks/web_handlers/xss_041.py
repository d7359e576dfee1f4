from fastapi import APIRouter
from fastapi.responses import HTMLResponse

router = APIRouter(prefix="/api", tags=["comment_preview"])


@router.get("/comment-preview/{comment}")
def comment_preview(comment: str):
    """Comment preview."""
    if not comment:
        comment = ""
    cleaned = comment.replace("<script>", "").replace("</script>", "")
    return HTMLResponse("<div class='comment'>" + cleaned + "</div>")
