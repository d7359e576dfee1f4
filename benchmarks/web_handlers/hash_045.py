import hashlib

from fastapi import Depends, FastAPI, Request

app = FastAPI()

PAGES = {"home": "<h1>Welcome</h1>", "about": "<h1>About</h1>"}


def requested_page(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("page") or request.headers.get("x-page", "")


@app.get("/etag-for")
def etag_for(page: str = Depends(requested_page)):
    """Etag for."""
    body = PAGES.get(page, "")
    etag = hashlib.md5(body.encode()).hexdigest()
    return {"etag": etag, "length": len(body)}
