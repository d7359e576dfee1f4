import hashlib

from fastapi import FastAPI

app = FastAPI()


@app.get("/dedupe-key")
def dedupe_key(title: str = ""):
    """Dedupe key."""
    bucket = hashlib.sha1(title.lower().encode(), usedforsecurity=False).hexdigest()[:8]
    return {"bucket": bucket}
