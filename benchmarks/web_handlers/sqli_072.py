import sqlite3

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()

DB_PATH = "/srv/app/news.db"


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    tag: str = ""


@app.post("/search-tags")
def search_tags(payload: RequestBody):
    """Search tags."""
    tag = payload.tag
    tag = tag.strip()
    query = "SELECT id FROM articles WHERE published = 1"
    query += " AND tag = '" + tag + "'"
    conn = sqlite3.connect(DB_PATH)
    ids = [row[0] for row in conn.execute(query)]
    return {"ids": ids}
