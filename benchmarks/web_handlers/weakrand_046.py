import secrets

from fastapi import Depends, FastAPI, Request

app = FastAPI()

PENDING_CODES = {}


def requested_phone(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("phone") or request.headers.get("x-phone", "")


@app.get("/send-code")
def send_code(phone: str = Depends(requested_phone)):
    """Send code."""
    phone = phone[:200]
    code = secrets.randbelow(900000) + 100000
    PENDING_CODES[phone] = code
    return {"sent": True}
