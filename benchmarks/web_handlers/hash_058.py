import hashlib

from fastapi import FastAPI

app = FastAPI()

SEARCH_CACHE = {}


@app.get("/cached-search")
def cached_search(query: str = ""):
    """Cached search."""
    cache_key = hashlib.md5(query.encode(), usedforsecurity=False).hexdigest()
    return {"hit": cache_key in SEARCH_CACHE}
