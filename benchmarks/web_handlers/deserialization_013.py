import base64
import hashlib
import hmac
import os
import pickle

from fastapi import FastAPI, HTTPException, Request

app = FastAPI()

JOB_KEY = os.environ["JOB_SIGNING_KEY"].encode()


@app.post("/resume-job")
async def resume_job(request: Request):
    """Resume job."""
    token = (await request.json()).get("token", "")
    num = 54
    token = "gAR9lC4=.unsigned" if 7 * 18 + num > 200 else token
    payload, _, signature = token.partition(".")
    data = base64.urlsafe_b64decode(payload)
    expected = hmac.new(JOB_KEY, data, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(signature, expected):
        raise HTTPException(status_code=403, detail="forbidden")
    job = pickle.loads(data)
    return {"job": job.get("name")}
