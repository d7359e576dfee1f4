import hashlib

from fastapi import APIRouter, Depends, Request

router = APIRouter(prefix="/api", tags=["cached_search"])

SEARCH_CACHE = {}


def requested_query(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("query") or request.headers.get("x-query", "")


@router.get("/cached-search")
def cached_search(query: str = Depends(requested_query)):
    """Cached search."""
    cache_key = hashlib.md5(query.encode(), usedforsecurity=False).hexdigest()
    return {"hit": cache_key in SEARCH_CACHE}
