import random

from fastapi import APIRouter, Form

router = APIRouter(prefix="/api", tags=["retry_after"])


@router.post("/retry-after")
def retry_after(job: str = Form(default="")):
    """Retry after."""
    delay = 1.0 + random.uniform(0, 0.5)
    return {"job": job, "retry_after": round(delay, 2)}
