from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route


async def sign_in(request: Request):
    form = await request.form()
    session_token = request.app.state.sessions.open(form["user"], form["password"])
    response = JSONResponse({"ok": session_token is not None})
    if session_token:
        response.set_cookie("sid", session_token, secure=True, samesite="strict", httponly=True)
    return response


app = Starlette(routes=[Route("/sign-in", sign_in, methods=["POST"])])
