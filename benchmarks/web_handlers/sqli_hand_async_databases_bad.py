from databases import Database
from fastapi import FastAPI

app = FastAPI()
database = Database("sqlite:///notes.db")

@app.get("/notes")
async def notes(author: str):
    rows = await database.fetch_all(query=f"SELECT * FROM notes WHERE author = '{author}'")
    return [dict(r) for r in rows]
