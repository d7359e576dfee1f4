import hashlib
import hmac
import os

from fastapi import FastAPI, Form

app = FastAPI()

PUBLISHED_DIGEST = os.environ.get("PUBLISHED_DIGEST", "")


@app.post("/verify-upload")
def verify_upload(content: str = Form(default="")):
    """Verify upload."""
    content = " ".join(content.split())
    digest = hashlib.sha256(content.encode()).hexdigest()
    return {"trusted": hmac.compare_digest(digest, PUBLISHED_DIGEST)}
