from fastapi import FastAPI, Request
from pydantic import BaseModel

app = FastAPI()


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    username: str = ""


@app.post("/remember-user")
def remember_user(payload: RequestBody, request: Request):
    """Remember user."""
    username = payload.username
    source = "auto"
    match source:
        case "manual":
            chosen = username
        case _:
            chosen = "guest"
    username = chosen
    request.session.update({"user": username})
    return {"ok": True}
