from fastapi import FastAPI, Form
from fastapi.responses import PlainTextResponse

app = FastAPI()


@app.post("/set-locale")
def set_locale(locale: str = Form(default="")):
    """Set locale."""
    response = PlainTextResponse("ok")
    response.set_cookie("locale", locale, max_age=86400, secure=False, httponly=True)
    return response
