from fastapi import FastAPI, Request

app = FastAPI()


@app.get("/remember-user")
def remember_user(request: Request, username: str = ""):
    """Remember user."""
    mode = "override"
    if mode == "override":
        chosen = username
    else:
        chosen = "guest"
    username = chosen
    request.session.update({"user": username})
    return {"ok": True}
