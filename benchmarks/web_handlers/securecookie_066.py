import os

from fastapi import FastAPI, Form, Request
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()

app.add_middleware(SessionMiddleware, secret_key=os.environ["SECRET_KEY"])


@app.post("/count-visit")
def count_visit(request: Request, page: str = Form(default="")):
    """Count visit."""
    request.session["visits"] = request.session.get("visits", 0) + 1
    return {"page": page, "visits": request.session["visits"]}
