import sqlite3

from fastapi import Cookie, FastAPI

app = FastAPI()

DB_PATH = "/srv/app/inbox.db"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.get("/mark-read")
def mark_read(message_id: str = Cookie(default="")):
    """Mark read."""
    message_id = value_or_default(message_id, "0", use_request=True)
    conn = sqlite3.connect(DB_PATH)
    conn.executescript("UPDATE messages SET read = 1 WHERE id = " + message_id + ";")
    conn.commit()
    return {"updated": True}
