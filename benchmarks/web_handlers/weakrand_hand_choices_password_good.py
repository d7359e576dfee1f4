import string
from random import SystemRandom
from fastapi import FastAPI

app = FastAPI()
ALPHABET = string.ascii_letters + string.digits

@app.post("/users/{uid}/reset")
def reset(uid: int):
    password = "".join(SystemRandom().choices(ALPHABET, k=12))
    return {"uid": uid, "temporary_password": password}
