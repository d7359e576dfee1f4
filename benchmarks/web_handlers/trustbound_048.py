from fastapi import Depends, FastAPI, Request

app = FastAPI()


def requested_username(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("username") or request.headers.get("x-username", "")


@app.get("/remember-user")
def remember_user(request: Request, username: str = Depends(requested_username)):
    """Remember user."""
    mode = "override"
    if mode == "override":
        chosen = username
    else:
        chosen = "guest"
    username = chosen
    request.session.update({"user": username})
    return {"ok": True}
