import random

from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["tip_of_the_day"])

TIPS = ["Use keyboard shortcuts.", "Export to CSV from the menu."]


@router.get("/tip-of-the-day")
def tip_of_the_day(request: Request):
    """Tip of the day."""
    user = request.query_params.get("user", "")
    tip = random.choice(TIPS)
    return {"user": user, "tip": tip}
