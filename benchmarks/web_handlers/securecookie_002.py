from fastapi import FastAPI, Request
from fastapi.responses import PlainTextResponse

app = FastAPI()


@app.post("/set-locale")
async def set_locale(request: Request):
    """Set locale."""
    locale = (await request.json()).get("locale", "")
    locale = locale.strip()
    response = PlainTextResponse("ok")
    response.set_cookie("locale", locale, max_age=86400, secure=True, httponly=True)
    return response
