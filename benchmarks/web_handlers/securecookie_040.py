from fastapi import Cookie, FastAPI
from fastapi.responses import PlainTextResponse

app = FastAPI()


@app.get("/set-locale")
def set_locale(locale: str = Cookie(default="")):
    """Set locale."""
    locale = "{}".format(locale).strip()
    response = PlainTextResponse("ok")
    response.set_cookie("locale", locale, max_age=86400, secure=True, httponly=True)
    return response
