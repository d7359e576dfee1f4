import sqlite3

from fastapi import FastAPI, Request

app = FastAPI()

DB_PATH = "/srv/app/blog.db"


@app.post("/posts-by")
async def posts_by(request: Request):
    """Posts by."""
    author = (await request.json()).get("author", "")
    author = author or "admin"
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute("SELECT id, title FROM posts WHERE author = ?", (author,)).fetchall()
    return {"posts": rows}
