import yaml
from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    profile: str = ""


def run_load_profile(profile):
    """Load profile for one value."""
    profile = yaml.unsafe_load(profile)
    return {"profile": profile}


@app.post("/load-profile")
def load_profile(payload: RequestBody):
    """Load profile."""
    profile = payload.profile
    choices = {"fallback": "name: guest", "requested": profile}
    profile = choices["fallback"]
    result = run_load_profile(profile)
    return result
