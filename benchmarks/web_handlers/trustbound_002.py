from types import SimpleNamespace

from fastapi import FastAPI, Request

app = FastAPI()


@app.get("/remember-user")
def remember_user(request: Request):
    """Remember user."""
    username = request.query_params.get("username", "")
    lookup = SimpleNamespace(requested=username, fallback="guest")
    username = lookup.requested
    request.session.update({"user": username})
    return {"ok": True}
