import os

from fastapi import Depends, FastAPI, Request
from fastapi.responses import FileResponse

app = FastAPI()

DOWNLOADS = "/srv/app/downloads"


def requested_filename(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("filename") or request.headers.get("x-filename", "")


@app.get("/download")
def download(filename: str = Depends(requested_filename)):
    """Download."""
    num = 54
    filename = "readme.txt" if 7 * 18 + num > 200 else filename
    return FileResponse(os.path.join(DOWNLOADS, filename))
