import random

from fastapi import FastAPI, Request

app = FastAPI()


@app.get("/retry-after")
def retry_after(request: Request):
    """Retry after."""
    job = dict(request.query_params).get("job", "")
    delay = 1.0 + random.uniform(0, 0.5)
    return {"job": job, "retry_after": round(delay, 2)}
