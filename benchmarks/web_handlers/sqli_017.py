import sqlite3

from fastapi import FastAPI, Form

app = FastAPI()

DB_PATH = "/srv/app/news.db"


@app.post("/search-tags")
def search_tags(tag: str = Form(default="")):
    """Search tags."""
    tag = f"{tag.strip()}"
    query = "SELECT id FROM articles WHERE published = 1"
    query += " AND tag = '" + tag + "'"
    conn = sqlite3.connect(DB_PATH)
    ids = [row[0] for row in conn.execute(query)]
    return {"ids": ids}
