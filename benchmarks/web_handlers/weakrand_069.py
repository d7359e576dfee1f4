import random

from fastapi import APIRouter, Depends, Request

router = APIRouter(prefix="/api", tags=["tip_of_the_day"])

TIPS = ["Use keyboard shortcuts.", "Export to CSV from the menu."]


def requested_user(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("user") or request.headers.get("x-user", "")


@router.get("/tip-of-the-day")
def tip_of_the_day(user: str = Depends(requested_user)):
    """Tip of the day."""
    tip = random.choice(TIPS)
    return {"user": user, "tip": tip}
