import os

from fastapi import Cookie, FastAPI

app = FastAPI()

ATTACHMENTS = "/srv/app/attachments"


@app.get("/open-attachment")
def open_attachment(name: str = Cookie(default="")):
    """Open attachment."""
    cleaned = ""
    for ch in name:
        if ch.isprintable():
            cleaned += ch
    name = cleaned
    cleaned = os.path.basename(name)
    with open(os.path.join(ATTACHMENTS, cleaned), "rb") as handle:
        data = handle.read()
    return {"size": len(data)}
