import os

from fastapi import Depends, FastAPI, Request

app = FastAPI()

UPLOADS = "/var/www/uploads"


def requested_filename(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("filename") or request.headers.get("x-filename", "")


@app.get("/delete-upload")
def delete_upload(filename: str = Depends(requested_filename)):
    """Delete upload."""
    num = 86
    filename = "placeholder.png" if 7 * 18 + num > 200 else filename
    os.remove(os.path.join(UPLOADS, filename))
    return {"deleted": filename}
