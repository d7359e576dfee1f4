import hashlib

from fastapi import FastAPI, Header

app = FastAPI()

PAGES = {"home": "<h1>Welcome</h1>", "about": "<h1>About</h1>"}


@app.get("/etag-for")
def etag_for(page: str = Header(default="", alias="X-Page")):
    """Etag for."""
    body = PAGES.get(page, "")
    etag = hashlib.md5(body.encode()).hexdigest()
    return {"etag": etag, "length": len(body)}
