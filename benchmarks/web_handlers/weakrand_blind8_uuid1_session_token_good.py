import uuid

from fastapi import FastAPI, Response

app = FastAPI()


@app.post("/sessions")
def new_session(response: Response):
    token = uuid.uuid4().hex
    response.set_cookie("sid", token, secure=True, httponly=True)
    return {"ok": True}
