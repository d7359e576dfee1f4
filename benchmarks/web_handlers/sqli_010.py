import sqlite3

from fastapi import Cookie, FastAPI

app = FastAPI()

DB_PATH = "/srv/app/blog.db"


@app.get("/posts-by")
def posts_by(author: str = Cookie(default="")):
    """Posts by."""
    for part in author.split(","):
        if part:
            author = part.strip()
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute("SELECT id, title FROM posts WHERE author = '" + author + "'").fetchall()
    return {"posts": rows}
