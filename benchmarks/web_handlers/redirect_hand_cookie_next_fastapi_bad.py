from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse

app = FastAPI()

@app.get("/after-login")
def after_login(request: Request):
    target = request.cookies.get("next", "/")
    return RedirectResponse(target)
