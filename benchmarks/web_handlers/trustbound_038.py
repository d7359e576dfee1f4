from fastapi import APIRouter, Depends, Request

router = APIRouter(prefix="/api", tags=["remember_user"])


def requested_username(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("username") or request.headers.get("x-username", "")


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@router.get("/remember-user")
def remember_user(request: Request, username: str = Depends(requested_username)):
    """Remember user."""
    username = value_or_default(username, "guest", use_request=False)
    request.session.update({"user": username})
    return {"ok": True}
