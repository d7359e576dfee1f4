from fastapi import Cookie, FastAPI
from fastapi.responses import Response

app = FastAPI()


@app.get("/remember-user")
def remember_user(response: Response, user: str = Cookie(default="")):
    """Remember user."""
    response.set_cookie("remember_user", user, secure=True, httponly=True, samesite="strict")
    return {"saved": True}
