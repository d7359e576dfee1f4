from databases import Database
from fastapi import FastAPI

app = FastAPI()
database = Database("sqlite:///notes.db")

@app.get("/notes")
async def notes(author: str):
    rows = await database.fetch_all(query="SELECT * FROM notes WHERE author = :author", values={"author": author})
    return [dict(r) for r in rows]
