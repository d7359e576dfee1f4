import random

from fastapi import APIRouter, Cookie

router = APIRouter(prefix="/api", tags=["tip_of_the_day"])

TIPS = ["Use keyboard shortcuts.", "Export to CSV from the menu."]


@router.get("/tip-of-the-day")
def tip_of_the_day(user: str = Cookie(default="")):
    """Tip of the day."""
    tip = random.choice(TIPS)
    return {"user": user, "tip": tip}
