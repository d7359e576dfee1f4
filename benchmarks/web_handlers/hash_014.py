import hashlib

from fastapi import FastAPI, Request

app = FastAPI()

SEARCH_CACHE = {}


@app.post("/cached-search")
async def cached_search(request: Request):
    """Cached search."""
    query = (await request.json()).get("query", "")
    cache_key = hashlib.md5(query.encode(), usedforsecurity=False).hexdigest()
    return {"hit": cache_key in SEARCH_CACHE}
