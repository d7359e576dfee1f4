import os

from fastapi import FastAPI, UploadFile

app = FastAPI()

UPLOADS = "/var/www/uploads"


@app.post("/delete-upload")
def delete_upload(upload: UploadFile):
    """Delete upload."""
    filename = upload.filename or ""
    for part in filename.split(","):
        if part:
            filename = part.strip()
    os.remove(os.path.join(UPLOADS, filename))
    return {"deleted": filename}
