from random import randrange
from fastapi import FastAPI

app = FastAPI()

@app.post("/invites")
def create_invite():
    invite_code = "%06d" % randrange(10**6)
    return {"invite_code": invite_code}
