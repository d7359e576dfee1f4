from fastapi import FastAPI, Form
from fastapi.responses import JSONResponse

app = FastAPI()


@app.post("/remember-theme")
def remember_theme(theme: str = Form(default="")):
    """Remember theme."""
    response = JSONResponse({"saved": True})
    response.set_cookie(key="theme", value=theme, secure=True, httponly=True)
    return response
