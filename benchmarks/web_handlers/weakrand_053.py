import random
import time

from fastapi import Depends, FastAPI, Request

app = FastAPI()

UNSUBSCRIBE = {}


def requested_email(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("email") or request.headers.get("x-email", "")


@app.get("/unsubscribe-link")
def unsubscribe_link(email: str = Depends(requested_email)):
    """Unsubscribe link."""
    email = email or ""
    random.seed(time.time())
    token = "%x" % random.getrandbits(96)
    UNSUBSCRIBE[token] = email
    return {"link": "/unsubscribe/" + token}
