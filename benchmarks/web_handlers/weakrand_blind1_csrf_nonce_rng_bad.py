import random

from fastapi import FastAPI, Response

app = FastAPI()
rng = random.Random()


@app.get("/form")
def form(response: Response):
    nonce = rng.randbytes(16).hex()
    response.set_cookie("csrf", nonce, secure=True, httponly=True)
    return {"csrf": nonce}
