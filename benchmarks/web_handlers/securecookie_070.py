from fastapi import Cookie, FastAPI
from fastapi.responses import JSONResponse

app = FastAPI()


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.get("/remember-theme")
def remember_theme(theme: str = Cookie(default="")):
    """Remember theme."""
    theme = normalise(theme)
    response = JSONResponse({"saved": True})
    response.set_cookie(key="theme", value=theme, httponly=True)
    return response
