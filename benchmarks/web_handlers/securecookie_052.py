import os

from fastapi import FastAPI, Request
from pydantic import BaseModel
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()

app.add_middleware(SessionMiddleware, secret_key=os.environ["SECRET_KEY"])


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    page: str = ""


@app.post("/count-visit")
def count_visit(payload: RequestBody, request: Request):
    """Count visit."""
    page = payload.page
    page = page[:200]
    request.session["visits"] = request.session.get("visits", 0) + 1
    return {"page": page, "visits": request.session["visits"]}
