import random

from fastapi import Cookie, FastAPI

app = FastAPI()

TIPS = ["Use keyboard shortcuts.", "Export to CSV from the menu."]


@app.get("/tip-of-the-day")
def tip_of_the_day(user: str = Cookie(default="")):
    """Tip of the day."""
    tip = random.choice(TIPS)
    return {"user": user, "tip": tip}
