import hashlib

from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["etag_for"])

PAGES = {"home": "<h1>Welcome</h1>", "about": "<h1>About</h1>"}


@router.get("/etag-for")
def etag_for(request: Request):
    """Etag for."""
    page = request.query_params.get("page", "")
    body = PAGES.get(page, "")
    etag = hashlib.md5(body.encode()).hexdigest()
    return {"etag": etag, "length": len(body)}
