from fastapi import FastAPI, Request
from fastapi.responses import PlainTextResponse

app = FastAPI()


@app.get("/set-locale")
def set_locale(request: Request):
    """Set locale."""
    locale = request.query_params.get("locale", "")
    locale = locale.replace("\r", "").replace("\n", "")
    response = PlainTextResponse("ok")
    response.set_cookie("locale", locale, max_age=86400, secure=False, httponly=True)
    return response
