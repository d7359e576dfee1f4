import sqlite3

from fastapi import APIRouter
from pydantic import BaseModel

router = APIRouter(prefix="/api", tags=["posts_by"])

DB_PATH = "/srv/app/blog.db"


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    author: str = ""


@router.post("/posts-by")
def posts_by(payload: RequestBody):
    """Posts by."""
    author = payload.author
    for part in author.split(","):
        if part:
            author = part.strip()
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute("SELECT id, title FROM posts WHERE author = ?", (author,)).fetchall()
    return {"posts": rows}
