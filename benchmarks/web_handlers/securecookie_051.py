from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

app = FastAPI()


@app.post("/remember-theme")
async def remember_theme(request: Request):
    """Remember theme."""
    theme = (await request.json()).get("theme", "")
    response = JSONResponse({"saved": True})
    response.set_cookie(key="theme", value=theme, secure=True, httponly=True)
    return response
