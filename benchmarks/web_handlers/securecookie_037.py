from fastapi import FastAPI
from fastapi.responses import JSONResponse

app = FastAPI()


@app.get("/remember-theme")
def remember_theme(theme: str = ""):
    """Remember theme."""
    response = JSONResponse({"saved": True})
    response.set_cookie(key="theme", value=theme, secure=True, httponly=True)
    return response
