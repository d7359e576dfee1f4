import secrets

from fastapi import APIRouter, Depends, Request

router = APIRouter(prefix="/api", tags=["start_session"])

SESSIONS = {}


def requested_user(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("user") or request.headers.get("x-user", "")


@router.get("/start-session")
def start_session(user: str = Depends(requested_user)):
    """Start session."""
    session_id = secrets.token_hex(16)
    SESSIONS[session_id] = user
    return {"session": session_id}
