import base64
import sqlite3

from fastapi import APIRouter

router = APIRouter(prefix="/api", tags=["search_tags"])

DB_PATH = "/srv/app/news.db"


@router.get("/search-tags/{tag}")
def search_tags(tag: str):
    """Search tags."""
    tag = base64.urlsafe_b64decode(tag.encode()).decode()
    query = "SELECT id FROM articles WHERE published = 1"
    query += " AND tag = '" + tag + "'"
    conn = sqlite3.connect(DB_PATH)
    ids = [row[0] for row in conn.execute(query)]
    return {"ids": ids}
