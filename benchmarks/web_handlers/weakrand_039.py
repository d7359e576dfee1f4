import random
import time

from fastapi import APIRouter

router = APIRouter(prefix="/api", tags=["unsubscribe_link"])

UNSUBSCRIBE = {}


@router.get("/unsubscribe-link/{email}")
def unsubscribe_link(email: str):
    """Unsubscribe link."""
    random.seed(time.time())
    token = "%x" % random.getrandbits(96)
    UNSUBSCRIBE[token] = email
    return {"link": "/unsubscribe/" + token}
