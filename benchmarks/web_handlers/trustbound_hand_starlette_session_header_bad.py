from fastapi import FastAPI, Request

app = FastAPI()

@app.get("/hello")
async def hello(request: Request):
    request.session["agent"] = request.headers.get("user-agent", "")
    return {"ok": True}
