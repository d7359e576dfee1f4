from secrets import randbelow
from fastapi import FastAPI

app = FastAPI()

@app.post("/invites")
def create_invite():
    invite_code = "%06d" % randbelow(10**6)
    return {"invite_code": invite_code}
