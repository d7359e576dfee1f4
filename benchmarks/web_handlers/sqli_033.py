import sqlite3

from fastapi import FastAPI, Request

app = FastAPI()

DB_PATH = "/srv/app/inbox.db"


@app.get("/mark-read")
def mark_read(request: Request):
    """Mark read."""
    message_id = request.query_params.get("message_id", "")
    mode = "override"
    if mode == "override":
        chosen = message_id
    else:
        chosen = "0"
    message_id = chosen
    conn = sqlite3.connect(DB_PATH)
    conn.executescript("UPDATE messages SET read = 1 WHERE id = " + message_id + ";")
    conn.commit()
    return {"updated": True}
