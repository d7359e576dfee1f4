from fastapi import FastAPI, Request
from fastapi.responses import Response

app = FastAPI()


@app.get("/remember-user")
def remember_user(request: Request, response: Response):
    """Remember user."""
    user = request.query_params.get("user", "")
    response.set_cookie("remember_user", user, secure=True, samesite="strict")
    return {"saved": True}
