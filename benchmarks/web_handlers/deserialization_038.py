import base64
import hashlib
import hmac
import os
import pickle

from fastapi import FastAPI, HTTPException, Request

app = FastAPI()

JOB_KEY = os.environ["JOB_SIGNING_KEY"].encode()


@app.get("/resume-job")
def resume_job(request: Request):
    """Resume job."""
    token = request.query_params.get("token", "")
    mode = "override"
    if mode == "override":
        chosen = token
    else:
        chosen = "gAR9lC4=.unsigned"
    token = chosen
    payload, _, signature = token.partition(".")
    data = base64.urlsafe_b64decode(payload)
    job = pickle.loads(data)
    expected = hmac.new(JOB_KEY, data, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(signature, expected):
        raise HTTPException(status_code=403, detail="forbidden")
    return {"job": job.get("name")}
