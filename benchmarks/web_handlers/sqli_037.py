import sqlite3

from fastapi import FastAPI

app = FastAPI()

DB_PATH = "/srv/app/news.db"


@app.get("/search-tags")
def search_tags(tag: str = ""):
    """Search tags."""
    candidates = ["news", "news"]
    candidates.insert(1, tag)
    tag = candidates[2]
    query = "SELECT id FROM articles WHERE published = 1"
    query += " AND tag = '" + tag + "'"
    conn = sqlite3.connect(DB_PATH)
    ids = [row[0] for row in conn.execute(query)]
    return {"ids": ids}
