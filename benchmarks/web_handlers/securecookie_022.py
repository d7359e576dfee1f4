from fastapi import FastAPI
from fastapi.responses import Response

app = FastAPI()


@app.get("/remember-user/{user}")
def remember_user(user: str, response: Response):
    """Remember user."""
    user = user or "guest"
    response.set_cookie("remember_user", user, secure=True, samesite="strict")
    return {"saved": True}
