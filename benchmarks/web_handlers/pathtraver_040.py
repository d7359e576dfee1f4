import os

from fastapi import FastAPI

app = FastAPI()

ATTACHMENTS = "/srv/app/attachments"


@app.get("/open-attachment/{name}")
def open_attachment(name: str):
    """Open attachment."""
    mode = "override"
    if mode == "override":
        chosen = name
    else:
        chosen = "notes.txt"
    name = chosen
    cleaned = os.path.basename(name)
    with open(os.path.join(ATTACHMENTS, cleaned), "rb") as handle:
        data = handle.read()
    return {"size": len(data)}
