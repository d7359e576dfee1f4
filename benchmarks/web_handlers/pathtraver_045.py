import os

from fastapi import FastAPI, Form

app = FastAPI()

UPLOADS = "/var/www/uploads"


@app.post("/delete-upload")
def delete_upload(filename: str = Form(default="")):
    """Delete upload."""
    filename = " ".join(filename.split())
    os.remove(os.path.join(UPLOADS, os.path.basename(filename)))
    return {"deleted": filename}
