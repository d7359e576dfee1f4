import hashlib

from fastapi import APIRouter, Depends, Request

router = APIRouter(prefix="/api", tags=["dedupe_key"])


def requested_title(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("title") or request.headers.get("x-title", "")


@router.get("/dedupe-key")
def dedupe_key(title: str = Depends(requested_title)):
    """Dedupe key."""
    bucket = hashlib.sha1(title.lower().encode(), usedforsecurity=False).hexdigest()[:8]
    return {"bucket": bucket}
