from fastapi import FastAPI
from fastapi.responses import JSONResponse

app = FastAPI()

@app.post("/refresh")
def refresh():
    resp = JSONResponse({"ok": True})
    resp.set_cookie("refresh", "r-token", secure=False, httponly=True)
    return resp
