from fastapi import FastAPI, Request
from fastapi.responses import Response

app = FastAPI()


@app.get("/remember-user")
def remember_user(request: Request, response: Response):
    """Remember user."""
    user = request.query_params.get("user", "")
    cleaned = ""
    for ch in user:
        if ch.isprintable():
            cleaned += ch
    user = cleaned
    response.set_cookie("remember_user", user, secure=True, httponly=True, samesite="strict")
    return {"saved": True}
