import random
from fastapi import FastAPI, Response

app = FastAPI()
rng = random.SystemRandom()

@app.post("/login")
def login(response: Response):
    sid = "%032x" % rng.getrandbits(128)
    response.set_cookie("sid", sid, secure=True, httponly=True)
    return {"ok": True}
