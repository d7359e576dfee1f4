from fastapi import FastAPI
from fastapi.responses import Response

app = FastAPI()


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.get("/remember-user")
def remember_user(response: Response, user: str = ""):
    """Remember user."""
    user = normalise(user)
    response.set_cookie("remember_user", user, secure=True, samesite="strict")
    return {"saved": True}
