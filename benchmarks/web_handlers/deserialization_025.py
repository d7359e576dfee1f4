import yaml
from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    profile: str = ""


@app.post("/load-profile")
def load_profile(payload: RequestBody):
    """Load profile."""
    profile = payload.profile
    candidates = ["name: guest"]
    candidates.append(profile)
    profile = candidates[-1]
    profile = yaml.unsafe_load(profile)
    return {"profile": profile}
