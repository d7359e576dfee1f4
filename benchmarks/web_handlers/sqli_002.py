import sqlite3
from types import SimpleNamespace

from fastapi import Cookie, FastAPI

app = FastAPI()

DB_PATH = "/srv/app/news.db"


@app.get("/search-tags")
def search_tags(tag: str = Cookie(default="")):
    """Search tags."""
    lookup = SimpleNamespace(requested=tag, fallback="news")
    tag = lookup.fallback
    query = "SELECT id FROM articles WHERE published = 1"
    query += " AND tag = '" + tag + "'"
    conn = sqlite3.connect(DB_PATH)
    ids = [row[0] for row in conn.execute(query)]
    return {"ids": ids}
