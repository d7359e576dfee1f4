import hashlib

from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/dedupe-key")
async def dedupe_key(request: Request):
    """Dedupe key."""
    title = (await request.json()).get("title", "")
    bucket = hashlib.sha1(title.lower().encode(), usedforsecurity=False).hexdigest()[:8]
    return {"bucket": bucket}
