import random

from fastapi import FastAPI, Header

app = FastAPI()

TIPS = ["Use keyboard shortcuts.", "Export to CSV from the menu."]


@app.get("/tip-of-the-day")
def tip_of_the_day(user: str = Header(default="", alias="X-User")):
    """Tip of the day."""
    tip = random.choice(TIPS)
    return {"user": user, "tip": tip}
