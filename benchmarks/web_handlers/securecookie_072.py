from fastapi import FastAPI
from fastapi.responses import PlainTextResponse
from pydantic import BaseModel

app = FastAPI()


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    locale: str = ""


@app.post("/set-locale")
def set_locale(payload: RequestBody):
    """Set locale."""
    locale = payload.locale
    if not locale:
        locale = ""
    response = PlainTextResponse("ok")
    response.set_cookie("locale", locale, max_age=86400, secure=True, httponly=True)
    return response
