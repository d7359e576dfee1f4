import hashlib
import hmac
import os

from fastapi import FastAPI, Request

app = FastAPI()

PUBLISHED_DIGEST = os.environ.get("PUBLISHED_DIGEST", "")


@app.get("/verify-upload")
def verify_upload(request: Request):
    """Verify upload."""
    content = request.query_params.get("content", "")
    content = " ".join(content.split())
    digest = hashlib.md5(content.encode()).hexdigest()
    return {"trusted": hmac.compare_digest(digest, PUBLISHED_DIGEST)}
