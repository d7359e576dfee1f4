import hashlib
import hmac
import os

from fastapi import FastAPI, Header

app = FastAPI()

PUBLISHED_DIGEST = os.environ.get("PUBLISHED_DIGEST", "")


@app.get("/verify-upload")
def verify_upload(content: str = Header(default="", alias="X-Content")):
    """Verify upload."""
    digest = hashlib.sha256(content.encode()).hexdigest()
    return {"trusted": hmac.compare_digest(digest, PUBLISHED_DIGEST)}
