import hashlib

from fastapi import FastAPI, Request

app = FastAPI()

SEARCH_CACHE = {}


@app.get("/cached-search")
def cached_search(request: Request):
    """Cached search."""
    query = dict(request.query_params).get("query", "")
    cache_key = hashlib.md5(query.encode(), usedforsecurity=False).hexdigest()
    return {"hit": cache_key in SEARCH_CACHE}
