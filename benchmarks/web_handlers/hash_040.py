import hashlib

from fastapi import FastAPI, Form

app = FastAPI()


@app.post("/dedupe-key")
def dedupe_key(title: str = Form(default="")):
    """Dedupe key."""
    bucket = hashlib.sha1(title.lower().encode(), usedforsecurity=False).hexdigest()[:8]
    return {"bucket": bucket}
