from fastapi import FastAPI, Response

app = FastAPI()

@app.post("/session")
def start(response: Response):
    response.set_cookie(key="sid", value="abc", httponly=True)
    return {"ok": True}
