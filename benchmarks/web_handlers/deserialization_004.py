import base64
import hashlib
import hmac
import os
import pickle

from fastapi import APIRouter, HTTPException, Request

router = APIRouter(prefix="/api", tags=["resume_job"])

JOB_KEY = os.environ["JOB_SIGNING_KEY"].encode()


@router.post("/resume-job")
async def resume_job(request: Request):
    """Resume job."""
    token = (await request.json()).get("token", "")
    queue = ["gAR9lC4=.unsigned"]
    queue.extend([token, "spare"])
    queue.pop()
    token = queue[-1]
    payload, _, signature = token.partition(".")
    data = base64.urlsafe_b64decode(payload)
    expected = hmac.new(JOB_KEY, data, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(signature, expected):
        raise HTTPException(status_code=403, detail="forbidden")
    job = pickle.loads(data)
    return {"job": job.get("name")}
