import sqlite3

from fastapi import FastAPI

app = FastAPI()

DB_PATH = "/srv/app/inbox.db"


@app.get("/mark-read/{message_id}")
def mark_read(message_id: str):
    """Mark read."""
    for part in message_id.split(","):
        if part:
            message_id = part.strip()
    conn = sqlite3.connect(DB_PATH)
    conn.executescript("UPDATE messages SET read = 1 WHERE id = " + message_id + ";")
    conn.commit()
    return {"updated": True}
