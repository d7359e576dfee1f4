from fastapi import Cookie, FastAPI
from fastapi.responses import JSONResponse

app = FastAPI()


@app.get("/remember-theme")
def remember_theme(theme: str = Cookie(default="")):
    """Remember theme."""
    theme = "{}".format(theme).strip()
    response = JSONResponse({"saved": True})
    response.set_cookie(key="theme", value=theme, secure=True, httponly=True)
    return response
