import random

from fastapi import FastAPI

app = FastAPI()


@app.get("/retry-after/{job}")
def retry_after(job: str):
    """Retry after."""
    delay = 1.0 + random.uniform(0, 0.5)
    return {"job": job, "retry_after": round(delay, 2)}
