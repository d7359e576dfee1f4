import sqlite3

from fastapi import FastAPI, Request

app = FastAPI()

DB_PATH = "/srv/app/blog.db"


def run_posts_by(author):
    """Posts by for one value."""
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute("SELECT id, title FROM posts WHERE author = ?", (author,)).fetchall()
    return {"posts": rows}


@app.get("/posts-by")
def posts_by(request: Request):
    """Posts by."""
    author = request.query_params.get("author", "")
    result = run_posts_by(author)
    return result
