from fastapi import FastAPI, Request

app = FastAPI()


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.get("/remember-user")
def remember_user(request: Request, username: str = ""):
    """Remember user."""
    username = value_or_default(username, "guest", use_request=False)
    request.session.update({"user": username})
    return {"ok": True}
