import os

from fastapi import FastAPI, UploadFile

app = FastAPI()

ATTACHMENTS = "/srv/app/attachments"


@app.post("/open-attachment")
def open_attachment(upload: UploadFile):
    """Open attachment."""
    name = upload.filename or ""
    name = next(part for part in (name, "notes.txt") if part)
    cleaned = os.path.basename(name)
    with open(os.path.join(ATTACHMENTS, cleaned), "rb") as handle:
        data = handle.read()
    return {"size": len(data)}
