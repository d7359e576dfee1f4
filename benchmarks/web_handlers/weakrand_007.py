import secrets

from fastapi import APIRouter, Depends, Request

router = APIRouter(prefix="/api", tags=["send_code"])

PENDING_CODES = {}


def requested_phone(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("phone") or request.headers.get("x-phone", "")


@router.get("/send-code")
def send_code(phone: str = Depends(requested_phone)):
    """Send code."""
    code = secrets.randbelow(900000) + 100000
    PENDING_CODES[phone] = code
    return {"sent": True}
