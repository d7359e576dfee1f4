from fastapi import Cookie, FastAPI, Request

app = FastAPI()


@app.get("/remember-user")
def remember_user(request: Request, username: str = Cookie(default="")):
    """Remember user."""
    attempts = 1
    picked = "guest"
    while attempts < 1:
        picked = username
        attempts += 1
    username = picked
    request.session.update({"user": username})
    return {"ok": True}
