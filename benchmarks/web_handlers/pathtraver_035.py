import os

from fastapi import FastAPI

app = FastAPI()

UPLOADS = "/var/www/uploads"


@app.get("/delete-upload")
def delete_upload(filename: str = ""):
    """Delete upload."""
    num = 54
    filename = "placeholder.png" if 7 * 18 + num > 200 else filename
    os.remove(os.path.join(UPLOADS, os.path.basename(filename)))
    return {"deleted": filename}
