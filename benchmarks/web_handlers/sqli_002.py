import sqlite3

from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["search_tags"])

DB_PATH = "/srv/app/news.db"


@router.post("/search-tags")
async def search_tags(request: Request):
    """Search tags."""
    tag = (await request.json()).get("tag", "")
    choices = {"fallback": "news", "requested": tag}
    tag = choices["fallback"]
    query = "SELECT id FROM articles WHERE published = 1"
    query += " AND tag = '" + tag + "'"
    conn = sqlite3.connect(DB_PATH)
    ids = [row[0] for row in conn.execute(query)]
    return {"ids": ids}
