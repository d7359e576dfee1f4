from fastapi import FastAPI, Header
from fastapi.responses import JSONResponse

app = FastAPI()


@app.get("/remember-theme")
def remember_theme(theme: str = Header(default="", alias="X-Theme")):
    """Remember theme."""
    theme = theme.strip()
    response = JSONResponse({"saved": True})
    response.set_cookie(key="theme", value=theme, httponly=True)
    return response
