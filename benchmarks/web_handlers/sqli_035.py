import sqlite3

from fastapi import FastAPI, Request

app = FastAPI()

DB_PATH = "/srv/app/inbox.db"


@app.post("/mark-read")
async def mark_read(request: Request):
    """Mark read."""
    message_id = (await request.json()).get("message_id", "")
    choices = {"fallback": "0", "requested": message_id}
    message_id = choices["fallback"]
    conn = sqlite3.connect(DB_PATH)
    conn.executescript("UPDATE messages SET read = 1 WHERE id = " + message_id + ";")
    conn.commit()
    return {"updated": True}
