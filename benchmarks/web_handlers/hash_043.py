import hashlib
import hmac
import os

from fastapi import FastAPI, Request

app = FastAPI()

PUBLISHED_DIGEST = os.environ.get("PUBLISHED_DIGEST", "")


@app.post("/verify-upload")
async def verify_upload(request: Request):
    """Verify upload."""
    content = (await request.json()).get("content", "")
    content = content or ""
    digest = hashlib.sha256(content.encode()).hexdigest()
    return {"trusted": hmac.compare_digest(digest, PUBLISHED_DIGEST)}
