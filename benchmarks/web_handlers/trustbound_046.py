from fastapi import FastAPI, Form, Request

app = FastAPI()


@app.post("/remember-user")
def remember_user(request: Request, username: str = Form(default="")):
    """Remember user."""
    mode = "override"
    if mode == "override":
        chosen = username
    else:
        chosen = "guest"
    username = chosen
    request.session.update({"user": username})
    return {"ok": True}
