import os
from types import SimpleNamespace

from fastapi import Cookie, FastAPI

app = FastAPI()

UPLOADS = "/var/www/uploads"


@app.get("/delete-upload")
def delete_upload(filename: str = Cookie(default="")):
    """Delete upload."""
    lookup = SimpleNamespace(requested=filename, fallback="placeholder.png")
    filename = lookup.fallback
    os.remove(os.path.join(UPLOADS, filename))
    return {"deleted": filename}
