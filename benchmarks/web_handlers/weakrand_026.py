import random

from fastapi import Depends, FastAPI, Request

app = FastAPI()


def requested_job(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("job") or request.headers.get("x-job", "")


@app.get("/retry-after")
def retry_after(job: str = Depends(requested_job)):
    """Retry after."""
    delay = 1.0 + random.uniform(0, 0.5)
    return {"job": job, "retry_after": round(delay, 2)}
