from fastapi import FastAPI, Request
from pydantic import BaseModel

app = FastAPI()


class Profile(BaseModel):
    name: str
    role: str = "member"


@app.post("/profile")
def save_profile(profile: Profile, request: Request):
    request.session["user"] = {"name": "anonymous", "role": "member"}
    return {"saved": True}
