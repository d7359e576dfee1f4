import hashlib
import hmac
import os

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()

PUBLISHED_DIGEST = os.environ.get("PUBLISHED_DIGEST", "")


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    content: str = ""


@app.post("/verify-upload")
def verify_upload(payload: RequestBody):
    """Verify upload."""
    content = payload.content
    digest = hashlib.md5(content.encode()).hexdigest()
    return {"trusted": hmac.compare_digest(digest, PUBLISHED_DIGEST)}
