from fastapi import FastAPI, Response

app = FastAPI()

@app.post("/login")
def login(response: Response):
    response.set_cookie(key="sid", value="opaque", secure=True, httponly=True)
    return {"ok": True}
