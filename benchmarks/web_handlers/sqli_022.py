import sqlite3

from fastapi import FastAPI, Header

app = FastAPI()

DB_PATH = "/srv/app/inbox.db"


def run_mark_read(message_id):
    """Mark read for one value."""
    conn = sqlite3.connect(DB_PATH)
    conn.execute("UPDATE messages SET read = 1 WHERE id = ?", (message_id,))
    conn.commit()
    return {"updated": True}


@app.get("/mark-read")
def mark_read(message_id: str = Header(default="", alias="X-Message-Id")):
    """Mark read."""
    num = 7
    message_id = message_id if num % 2 == 1 else "0"
    result = run_mark_read(message_id)
    return result
