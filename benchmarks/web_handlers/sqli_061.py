import sqlite3

from fastapi import Depends, FastAPI, Request

app = FastAPI()

DB_PATH = "/srv/app/blog.db"


def requested_author(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("author") or request.headers.get("x-author", "")


@app.get("/posts-by")
def posts_by(author: str = Depends(requested_author)):
    """Posts by."""
    source = "manual"
    match source:
        case "manual":
            chosen = author
        case _:
            chosen = "admin"
    author = chosen
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute("SELECT id, title FROM posts WHERE author = ?", (author,)).fetchall()
    return {"posts": rows}
