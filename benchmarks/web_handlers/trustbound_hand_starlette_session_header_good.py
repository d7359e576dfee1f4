from fastapi import FastAPI, Request

app = FastAPI()

@app.get("/hello")
async def hello(request: Request):
    request.session["agent"] = "browser" if request.headers.get("user-agent") else "other"
    return {"ok": True}
