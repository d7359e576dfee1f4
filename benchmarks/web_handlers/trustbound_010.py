from fastapi import Cookie, FastAPI, Request

app = FastAPI()


@app.get("/remember-user")
def remember_user(request: Request, username: str = Cookie(default="")):
    """Remember user."""
    choices = {"fallback": "guest", "requested": username}
    username = choices["requested"]
    request.session.update({"user": username})
    return {"ok": True}
