import random

from fastapi import FastAPI, Response

app = FastAPI()
rng = random.SystemRandom()


@app.get("/form")
def form(response: Response):
    nonce = rng.getrandbits(128).to_bytes(16, 'big').hex()
    response.set_cookie("csrf", nonce, secure=True, httponly=True)
    return {"csrf": nonce}
